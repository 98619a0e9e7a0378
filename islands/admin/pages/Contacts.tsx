import { useNavigate } from "@tanstack/react-router";
import { dayjs, fromNow } from "../../lib/format.ts";
import { client } from "../../lib/api.ts";
import { useApiGet } from "../../lib/data.ts";
import { consolePage } from "../data.ts";
import { ConsoleList, PageHeader } from "../ui.tsx";

/** Messages from the public contact form, newest first. */
export function ContactsPage({ page }: { page: number }) {
  const loaded = useApiGet(client.admin.contacts, { query: consolePage(page) });
  const navigate = useNavigate();
  return (
    <div className="admin-page">
      <PageHeader title="Contacts" intro="Messages sent through the Contact Us page, newest first." />
      <ConsoleList
        loaded={loaded}
        empty="No messages yet."
        className="admin-messages"
        page={page}
        onPage={(p) => navigate({ to: "/admin/contacts", search: { page: p } })}
        pagesLabel="Contacts pages"
      >
        {(m) => (
          <li key={m.id} className="admin-panel admin-message">
            <div className="admin-message__head">
              <strong>
                {m.firstName} {m.lastName}
              </strong>
              <time dateTime={m.createdAt} title={dayjs(m.createdAt).format("MMM D, YYYY h:mm A")} className="muted">
                {fromNow(m.createdAt)}
              </time>
            </div>
            <p className="admin-message__contact">
              <a href={`mailto:${m.email}`}>{m.email}</a>
              <a href={`tel:${m.phoneNumber}`}>{m.phoneNumber}</a>
            </p>
            <p className="admin-message__text">{m.message}</p>
          </li>
        )}
      </ConsoleList>
    </div>
  );
}
