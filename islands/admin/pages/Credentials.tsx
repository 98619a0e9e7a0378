import { type FormEvent, type ReactNode, useState } from "react";
import { Link } from "@tanstack/react-router";
import type { AdminCredential, LapsedBooking } from "../../../src/features/credentials/credentials.contract.ts";
import { useLocale, useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { useApiGet, usePerform } from "../../lib/data.ts";
import { useFormat } from "../../lib/format.ts";
import { ConfirmAction, ConsoleMessage, ListState, PageHeader } from "../ui.tsx";

/** One credential waiting for the agency: its artist, kind and issue date, the document to download, verify or refuse. */
function AwaitingCredential({ credential, onDecided }: { credential: AdminCredential; onDecided(): void }) {
  const t = useT();
  const format = useFormat();
  const perform = usePerform();
  const [reason, setReason] = useState("");
  const decide = async (status: "verified" | "refused") => {
    const json = status === "verified" ? { status } : { status, reason };
    const reply = await perform(() => call(client.admin.credentials[":credentialId"].$put, { param: { credentialId: credential.id }, json }));
    if (reply) onDecided();
    return reply !== null;
  };
  return (
    <ConsoleMessage title={credential.artistName} aside={<span>{credential.kindName}</span>}>
      <p className="muted">{t("admin.credentials.issuedOn", { date: format.date(credential.issuedOn) })}</p>
      <p>
        <a href={credential.documentUrl} download>
          {t("admin.credentials.download", { kind: credential.kindName })}
        </a>
      </p>
      <div className="admin-profile__actions">
        <ConfirmAction
          label={t("admin.credentials.verify")}
          tone="primary"
          question={t("admin.credentials.verifyQuestion", { kind: credential.kindName, name: credential.artistName })}
          confirmLabel={t("admin.credentials.verifyConfirm")}
          onConfirm={() => decide("verified")}
        />
        <ConfirmAction
          label={t("admin.credentials.refuse")}
          question={t("admin.credentials.refuseQuestion", { kind: credential.kindName, name: credential.artistName })}
          confirmLabel={t("admin.credentials.refuseConfirm")}
          onConfirm={() => decide("refused")}
        >
          <label className="admin-confirm__reason">
            <span>{t("admin.credentials.reason")}</span>
            <textarea value={reason} maxLength={500} rows={3} required onChange={(e) => setReason(e.target.value)} />
          </label>
        </ConfirmAction>
      </div>
    </ConsoleMessage>
  );
}

/** The kinds the agency records, and a form adding one (named in both languages, with its validity). */
function CredentialKinds() {
  const t = useT();
  const perform = usePerform();
  const kinds = useApiGet(client.admin["credential-kinds"], {});
  const empty = { key: "", name: "", nameFr: "", validityMonths: "36" };
  const [draft, setDraft] = useState(empty);
  const field = (name: keyof typeof empty) => ({
    value: draft[name],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const json = { ...draft, validityMonths: Number(draft.validityMonths) };
    const reply = await perform(() => call(client.admin["credential-kinds"].$post, { json }));
    if (reply) {
      setDraft(empty);
      kinds.reload();
    }
  };
  return (
    <section className="admin-panel">
      <h2>{t("admin.credentials.kinds")}</h2>
      <ul>
        {kinds.data?.map((k) => (
          <li key={k.key}>{t("admin.credentials.kindLine", { name: k.name, months: String(k.validityMonths) })}</li>
        ))}
      </ul>
      <form className="form" onSubmit={submit}>
        <label className="field">
          <span>{t("admin.credentials.kindKey")}</span>
          <input required maxLength={40} pattern="[a-z][a-z0-9_]{1,39}" {...field("key")} />
        </label>
        <label className="field">
          <span>{t("admin.credentials.kindName")}</span>
          <input required maxLength={120} {...field("name")} />
        </label>
        <label className="field">
          <span>{t("admin.credentials.kindNameFr")}</span>
          <input required maxLength={120} {...field("nameFr")} />
        </label>
        <label className="field">
          <span>{t("admin.credentials.validity")}</span>
          <input required type="number" min={1} max={240} {...field("validityMonths")} />
        </label>
        <button type="submit" className="btn btn--primary btn--sm">
          {t("admin.credentials.addKind")}
        </button>
      </form>
    </section>
  );
}

/** What each part of the review says when it is empty. */
const NONE_IN = { awaiting: "admin.credentials.noneAwaiting", expiring: "admin.credentials.noneExpiring", lapsed: "admin.credentials.noneLapsed" } as const;

/** One part of the review, under its title (`admin.credentials.<part>`): its items, or what stands in for them. */
function ReviewPart<T>({ part, items, failed, children }: { part: keyof typeof NONE_IN; items?: T[]; failed: boolean; children(item: T): ReactNode }) {
  const t = useT();
  return (
    <section>
      <h2>{t(`admin.credentials.${part}`)}</h2>
      <ListState data={items ?? null} failed={failed} empty={t(NONE_IN[part])} />
      <ul className="admin-messages">{items?.map(children)}</ul>
    </section>
  );
}

/** Which required credentials a booking lacks, as the message's choice. */
const missingChoice = (missing: LapsedBooking["missing"]) => (missing.length > 1 ? "both" : missing[0] === "first_aid" ? "firstAid" : "check");

/**
 * Credentials: those waiting for a decision, oldest first; the verified ones running out within 60 days; the
 * confirmed bookings a credential no longer covers; the kinds.
 */
export function CredentialsPage() {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const review = useApiGet(client.admin.credentials, {});
  return (
    <div className="admin-page">
      <PageHeader title={t("admin.credentials.title")} intro={t("admin.credentials.intro")} />
      <ReviewPart part="awaiting" items={review.data?.awaiting} failed={review.failed}>
        {(credential) => <AwaitingCredential key={credential.id} credential={credential} onDecided={review.reload} />}
      </ReviewPart>
      <ReviewPart part="expiring" items={review.data?.expiring} failed={review.failed}>
        {(c) => (
          <li key={c.id} className="admin-panel admin-message">
            <strong>{c.artistName}</strong> <span>{c.kindName}</span>
            <p>{t("admin.credentials.expiresOn", { date: format.date(c.expiresOn!) })}</p>
          </li>
        )}
      </ReviewPart>
      <ReviewPart part="lapsed" items={review.data?.lapsed} failed={review.failed}>
        {(b) => (
          <li key={`${b.jobId} ${b.artistId}`} className="admin-panel admin-message">
            <strong>{b.artistName}</strong>{" "}
            <Link to="/admin/jobs/$jobId" params={{ jobId: b.jobId }}>
              {t("admin.credentials.lapsedLine", { style: (locale === "fr" && b.styleFr) || b.style, studio: b.studio })}
            </Link>
            <p>{t("admin.credentials.lapsedFrom", { date: format.date(b.firstDay), missing: missingChoice(b.missing) })}</p>
          </li>
        )}
      </ReviewPart>
      <CredentialKinds />
    </div>
  );
}
