import { type FormEvent, useState } from "react";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { client } from "../../lib/api.ts";
import { useApiGet } from "../../lib/data.ts";
import { AuditEntry } from "../AuditEntries.tsx";
import { Field } from "../../lib/ui/Field.tsx";
import { CONSOLE_PAGE_SIZE } from "../data.ts";
import { CsvPageHeader, MessageList } from "../ui.tsx";

/** The filters the log is read with: each empty one is left out of the query. */
interface AuditFilters {
  actor: string;
  action: string;
  entityType: string;
  entityId: string;
  from: string;
  to: string;
}

const NO_FILTERS: AuditFilters = { actor: "", action: "", entityType: "", entityId: "", from: "", to: "" };
const FILTER_FIELDS = ["actor", "action", "entityType", "entityId"] as const;

const queryOf = (filters: AuditFilters) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== ""));

/** The audit log (the owner's screen): who did what and when, filtered, a page at a time, and its CSV. */
export function AuditPage() {
  const t = useT();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const query = queryOf(filters);
  const loaded = useApiGet(client.admin.audit, { query: { ...query, page: String(page), pageSize: String(CONSOLE_PAGE_SIZE) } });
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setFilters(Object.fromEntries(Object.keys(NO_FILTERS).map((name) => [name, String(data.get(name) ?? "")])) as unknown as AuditFilters);
    setPage(1);
  };
  return (
    <div className="admin-page">
      <CsvPageHeader words="admin.audit" href={`/api/admin/audit.csv?${new URLSearchParams(query)}`} />
      <form className="admin-panel form admin-audit__filters" onSubmit={apply} aria-label={t("admin.audit.filters")}>
        {FILTER_FIELDS.map((name) => (
          <Field key={name} label={t(`admin.audit.filter.${name}`)}>
            {(control) => <input id={control.id} aria-describedby={control.describedBy} name={name} defaultValue={filters[name]} maxLength={100} />}
          </Field>
        ))}
        <Field label={t("admin.audit.filter.from")}>
          {(control) => <input id={control.id} aria-describedby={control.describedBy} name="from" type="date" defaultValue={filters.from} />}
        </Field>
        <Field label={t("admin.audit.filter.to")}>
          {(control) => <input id={control.id} aria-describedby={control.describedBy} name="to" type="date" defaultValue={filters.to} />}
        </Field>
        <div>
          <button type="submit" className="btn btn--primary btn--sm">
            {t("admin.audit.apply")}
          </button>
        </div>
      </form>
      <MessageList words="admin.audit" loaded={loaded} page={page} onPage={setPage}>
        {(row) => <AuditEntry key={row.id} row={row} />}
      </MessageList>
    </div>
  );
}
