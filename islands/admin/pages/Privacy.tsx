import { type FormEvent, useRef, useState } from "react";
import type { PolicyDocument, PrivacyAnswer, PrivacyIncidentRow, PrivacyOfficer, PrivacyRequestRow } from "../../../src/features/privacy/privacy.contract.ts";
import { agencyDate } from "../../../src/platform/i18n/format.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { type AnyClientResponse, call, client } from "../../lib/api.ts";
import { type ReadRoute, useApiGet, usePerform } from "../../lib/data.ts";
import { useFormat } from "../../lib/format.ts";
import { TextAreaField, TextField } from "../../lib/ui/Field.tsx";
import { consolePage } from "../data.ts";
import { PRIVACY_TABS, type PrivacyTab } from "../search.ts";
import { useFormValues } from "../form-values.ts";
import { ConsoleMessage, ListState, MessageList, TabScreen } from "../ui.tsx";

/** One policy and the form that publishes its next version, both languages at once. */
function PolicyForm({ policy, onPublished }: { policy: PolicyDocument; onPublished(): void }) {
  const t = useT();
  const format = useFormat();
  const perform = usePerform();
  const [text, setText] = useState(policy.text);
  const [textFr, setTextFr] = useState(policy.textFr);
  // The day it applies from: today at the agency unless the owner says otherwise.
  const [effectiveDate, setEffectiveDate] = useState(() => agencyDate(new Date()));
  const [busy, setBusy] = useState(false);
  const titleId = `policy-${policy.kind}-title`;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const json = effectiveDate ? { text, textFr, effectiveDate } : { text, textFr };
    const saved = await perform(() => call(client.admin.policies[":kind"].$put, { param: { kind: policy.kind }, json }));
    setBusy(false);
    if (saved) onPublished();
  };
  return (
    <form className="form admin-panel" onSubmit={submit} aria-labelledby={titleId} aria-busy={busy}>
      <h2 id={titleId} className="admin-panel__title">
        {t(`admin.privacy.policy.${policy.kind}`)}
      </h2>
      <p className="muted">
        {policy.published
          ? t("admin.privacy.policy.version", { version: policy.version, date: format.date(policy.effectiveDate) })
          : t("admin.privacy.policy.default")}
      </p>
      <TextAreaField
        label={t("admin.privacy.policy.bodyEn")}
        hint={t("admin.privacy.policy.hint")}
        required
        rows={12}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <TextAreaField
        label={t("admin.privacy.policy.bodyFr")}
        hint={t("admin.privacy.policy.hint")}
        required
        rows={12}
        lang="fr"
        value={textFr}
        onChange={(e) => setTextFr(e.target.value)}
      />
      <TextField label={t("admin.privacy.policy.effectiveOn")} type="date" value={effectiveDate} onChange={(e) => setEffectiveDate(e.target.value)} />
      {policy.kind !== "cookies" && <p className="muted">{t("admin.privacy.policy.reconsent")}</p>}
      <div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t("admin.privacy.policy.publish")}
        </button>
      </div>
    </form>
  );
}

function Policies() {
  const loaded = useApiGet(client.admin.policies, {});
  return (
    <div className="admin-stack">
      <ListState data={loaded.data} failed={loaded.failed} empty="" />
      {/* A new version starts its form afresh from what was published. */}
      {loaded.data?.map((policy) => (
        <PolicyForm key={`${policy.kind}-${policy.version}`} policy={policy} onPublished={loaded.reload} />
      ))}
    </div>
  );
}

/**
 * A list of this screen, a page at a time, as `MessageList` takes it; its page lives in the tab, not the address
 * (the address names the tab alone).
 */
function usePagedList<R extends AnyClientResponse>(route: ReadRoute<{ query: ReturnType<typeof consolePage> }, R>) {
  const [page, setPage] = useState(1);
  const loaded = useApiGet(route, { query: consolePage(page) });
  return { loaded, page, onPage: setPage };
}

const REQUEST_BADGE: Record<PrivacyRequestRow["status"], string> = {
  received: "badge badge--warning",
  completed: "badge badge--success",
  refused: "badge badge--neutral",
};

/** The answer to a request, mailed to the requester: done or refused, once. */
function AnswerForm({ request, onAnswered }: { request: PrivacyRequestRow; onAnswered(): void }) {
  const t = useT();
  const perform = usePerform();
  const [answer, setAnswer] = useState("");
  const [busy, setBusy] = useState(false);
  // Which of the two buttons sent the form: the answer's status.
  const status = useRef<PrivacyAnswer["status"]>("completed");
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const json = { status: status.current, answer };
    const sent = await perform(() => call(client.admin["privacy-requests"][":requestId"].$put, { param: { requestId: request.id }, json }));
    setBusy(false);
    if (sent) onAnswered();
  };
  return (
    <form className="form" onSubmit={submit} aria-busy={busy}>
      <TextAreaField
        label={t("admin.privacy.requests.answer")}
        hint={t("admin.privacy.requests.answerHint")}
        required
        rows={4}
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
      />
      <div className="admin-item-actions">
        <button type="submit" className="btn btn--sm btn--primary" disabled={busy} onClick={() => (status.current = "completed")}>
          {t("admin.privacy.requests.complete")}
        </button>
        <button type="submit" className="btn btn--sm btn--outline admin-danger-outline" disabled={busy} onClick={() => (status.current = "refused")}>
          {t("admin.privacy.requests.refuse")}
        </button>
      </div>
    </form>
  );
}

/** People's requests from /privacy, newest first, each with the day its answer is due. */
function Requests() {
  const t = useT();
  const format = useFormat();
  const list = usePagedList(client.admin["privacy-requests"]);
  const now = new Date().toISOString();
  return (
    <MessageList words="admin.privacy.requests" {...list}>
      {(r) => (
        <ConsoleMessage key={r.id} title={r.name} aside={<span className={REQUEST_BADGE[r.status]}>{t(`admin.privacy.requests.status.${r.status}`)}</span>}>
          <p className="admin-message__contact">
            <span>{t(`admin.privacy.requests.kind.${r.kind}`)}</span>
            <a href={`mailto:${r.email}`}>{r.email}</a>
            <span className="muted">{t("admin.privacy.requests.received", { date: format.day(r.createdAt) })}</span>
          </p>
          {r.status === "received" && (
            <p className={r.dueAt < now ? "field__error" : "muted"}>
              {t(r.dueAt < now ? "admin.privacy.requests.overdue" : "admin.privacy.requests.due", { date: format.day(r.dueAt) })}
            </p>
          )}
          <p className="admin-message__text">{r.details}</p>
          {r.status === "received" ? (
            <AnswerForm request={r} onAnswered={list.loaded.reload} />
          ) : (
            <>
              {r.answeredAt && <p className="muted">{t("admin.privacy.requests.answered", { date: format.day(r.answeredAt) })}</p>}
              <p className="admin-message__text">{r.answer}</p>
            </>
          )}
        </ConsoleMessage>
      )}
    </MessageList>
  );
}

/** A new entry of the incidents register: when, what, whom it touched, the risk, whether it was notified. */
function IncidentForm({ onRecorded }: { onRecorded(): void }) {
  const t = useT();
  const perform = usePerform();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    // The browser's field is a wall-clock time where the owner is; the register keeps the instant.
    const when = new Date(String(data.get("occurredAt") ?? ""));
    const json = {
      occurredAt: Number.isNaN(when.getTime()) ? "" : when.toISOString(),
      description: String(data.get("description") ?? ""),
      affected: String(data.get("affected") ?? ""),
      riskOfSeriousInjury: data.get("riskOfSeriousInjury") === "on",
      notified: data.get("notified") === "on",
    };
    setBusy(true);
    const recorded = await perform(() => call(client.admin["privacy-incidents"].$post, { json }));
    setBusy(false);
    if (recorded) {
      form.reset();
      onRecorded();
    }
  };
  return (
    <form className="form admin-panel" onSubmit={submit} aria-labelledby="incident-new-title" aria-busy={busy}>
      <h2 id="incident-new-title" className="admin-panel__title">
        {t("admin.privacy.incidents.new")}
      </h2>
      <p className="muted">{t("admin.privacy.incidents.intro")}</p>
      <TextField label={t("admin.privacy.incidents.occurredAt")} name="occurredAt" type="datetime-local" required />
      <TextAreaField label={t("admin.privacy.incidents.description")} name="description" required maxLength={5000} rows={4} />
      <TextAreaField label={t("admin.privacy.incidents.affected")} name="affected" required maxLength={2000} rows={3} />
      <label className="checkbox">
        <input type="checkbox" name="riskOfSeriousInjury" />
        <span>{t("admin.privacy.incidents.risk")}</span>
      </label>
      <label className="checkbox">
        <input type="checkbox" name="notified" />
        <span>{t("admin.privacy.incidents.notified")}</span>
      </label>
      <div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t("admin.privacy.incidents.record")}
        </button>
      </div>
    </form>
  );
}

/** The register of confidentiality incidents, latest first, under the form that adds to it. */
function Incidents() {
  const t = useT();
  const format = useFormat();
  const list = usePagedList(client.admin["privacy-incidents"]);
  const yesNo = (value: boolean) => t(value ? "admin.privacy.incidents.yes" : "admin.privacy.incidents.no");
  return (
    <div className="admin-stack">
      <IncidentForm onRecorded={list.loaded.reload} />
      <MessageList words="admin.privacy.incidents" {...list}>
        {(incident: PrivacyIncidentRow) => (
          <ConsoleMessage key={incident.id} title={<time dateTime={incident.occurredAt}>{format.dateTime(incident.occurredAt)}</time>}>
            <p className="admin-message__text">{incident.description}</p>
            <dl className="admin-totals">
              <dt>{t("admin.privacy.incidents.affected")}</dt>
              <dd>{incident.affected}</dd>
              <dt>{t("admin.privacy.incidents.risk")}</dt>
              <dd>{yesNo(incident.riskOfSeriousInjury)}</dd>
              <dt>{t("admin.privacy.incidents.notified")}</dt>
              <dd>{yesNo(incident.notified)}</dd>
            </dl>
            <p className="muted">{t("admin.privacy.incidents.recordedBy", { name: incident.recordedBy, date: format.day(incident.createdAt) })}</p>
          </ConsoleMessage>
        )}
      </MessageList>
    </div>
  );
}

/** The person in charge of the protection of personal information, as /privacy names them. */
function OfficerForm({ officer }: { officer: PrivacyOfficer }) {
  const t = useT();
  const perform = usePerform();
  const { busy, submit, field } = useFormValues(officer, (json) => perform(() => call(client.admin.settings.privacy.$put, { json })));
  return (
    <form className="form admin-panel" onSubmit={submit} aria-labelledby="officer-title" aria-busy={busy}>
      <h2 id="officer-title" className="admin-panel__title">
        {t("admin.privacy.tab.officer")}
      </h2>
      <p className="muted">{t("admin.privacy.officer.intro")}</p>
      <TextField label={t("admin.privacy.officer.name")} required maxLength={120} autoComplete="off" {...field("name")} />
      <TextField label={t("admin.privacy.officer.jobTitle")} required maxLength={120} autoComplete="off" {...field("title")} />
      <TextField label={t("admin.privacy.officer.email")} type="email" required maxLength={254} autoComplete="off" {...field("email")} />
      <div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t("admin.privacy.officer.save")}
        </button>
      </div>
    </form>
  );
}

function Officer() {
  const loaded = useApiGet(client.admin.settings.privacy, {});
  return loaded.data ? <OfficerForm officer={loaded.data} /> : <ListState data={null} failed={loaded.failed} empty="" />;
}

/** The owner's side of privacy and legal: the policies people accept, their requests, the incidents register, the person in charge. */
export function PrivacyPage({ tab }: { tab: PrivacyTab }) {
  const t = useT();
  return (
    <TabScreen words="admin.privacy" to="/admin/privacy" tabs={PRIVACY_TABS} label={(key) => t(`admin.privacy.tab.${key}`)} active={tab}>
      {tab === "policies" && <Policies />}
      {tab === "requests" && <Requests />}
      {tab === "incidents" && <Incidents />}
      {tab === "officer" && <Officer />}
    </TabScreen>
  );
}
