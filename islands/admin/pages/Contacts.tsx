import { useNavigate } from "@tanstack/react-router";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { client } from "../../lib/api.ts";
import { useApiGet } from "../../lib/data.ts";
import { consolePage } from "../data.ts";
import { useFormat } from "../../lib/format.ts";
import { ConsoleList, PageHeader } from "../ui.tsx";

/** Messages from the public contact form, newest first. */
export function ContactsPage({ page }: { page: number }) {
  const loaded = useApiGet(client.admin.contacts, { query: consolePage(page) });
  const navigate = useNavigate();
  const t = useT();
  const format = useFormat();
  return (
    <div className="admin-page">
      <PageHeader title={t("admin.contacts.title")} intro={t("admin.contacts.intro")} />
      <ConsoleList
        loaded={loaded}
        empty={t("admin.contacts.empty")}
        className="admin-messages"
        page={page}
        onPage={(p) => navigate({ to: "/admin/contacts", search: { page: p } })}
        pagesLabel={t("admin.contacts.pages")}
      >
        {(m) => (
          <li key={m.id} className="admin-panel admin-message">
            <div className="admin-message__head">
              <strong>
                {m.firstName} {m.lastName}
              </strong>
              <time dateTime={m.createdAt} title={format.dateTime(m.createdAt)} className="muted">
                {format.fromNow(m.createdAt)}
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
