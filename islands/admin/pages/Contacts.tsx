import { client } from "../../lib/api.ts";
import { useApiGet } from "../../lib/data.ts";
import { consolePage } from "../data.ts";
import { ConsoleMessage, FromNow, MessagesPage } from "../ui.tsx";

/** Messages from the public contact form, newest first. */
export function ContactsPage({ page }: { page: number }) {
  const loaded = useApiGet(client.admin.contacts, { query: consolePage(page) });
  return (
    <MessagesPage section="contacts" loaded={loaded} page={page}>
      {(m) => (
        <ConsoleMessage key={m.id} title={`${m.firstName} ${m.lastName}`} aside={<FromNow at={m.createdAt} />}>
          <p className="admin-message__contact">
            <a href={`mailto:${m.email}`}>{m.email}</a>
            <a href={`tel:${m.phoneNumber}`}>{m.phoneNumber}</a>
          </p>
          <p className="admin-message__text">{m.message}</p>
        </ConsoleMessage>
      )}
    </MessagesPage>
  );
}
