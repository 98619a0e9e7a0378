import { type FormEvent, useState } from "react";
import type { AdminCredential } from "../../../src/features/credentials/credentials.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { useApiGet, usePerform } from "../../lib/data.ts";
import { useFormat } from "../../lib/format.ts";
import { ConfirmAction, ListState, PageHeader } from "../ui.tsx";

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
    <li className="admin-panel admin-message">
      <div className="admin-message__head">
        <strong>{credential.artistName}</strong>
        <span>{credential.kindName}</span>
      </div>
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
    </li>
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

/** Credentials: those waiting for a decision, oldest first; the verified ones running out within 60 days; the kinds. */
export function CredentialsPage() {
  const t = useT();
  const format = useFormat();
  const review = useApiGet(client.admin.credentials, {});
  return (
    <div className="admin-page">
      <PageHeader title={t("admin.credentials.title")} intro={t("admin.credentials.intro")} />
      <section>
        <h2>{t("admin.credentials.awaiting")}</h2>
        <ListState data={review.data?.awaiting ?? null} failed={review.failed} empty={t("admin.credentials.noneAwaiting")} />
        <ul className="admin-messages">
          {review.data?.awaiting.map((credential) => (
            <AwaitingCredential key={credential.id} credential={credential} onDecided={review.reload} />
          ))}
        </ul>
      </section>
      <section>
        <h2>{t("admin.credentials.expiring")}</h2>
        <ListState data={review.data?.expiring ?? null} failed={review.failed} empty={t("admin.credentials.noneExpiring")} />
        <ul className="admin-messages">
          {review.data?.expiring.map((c) => (
            <li key={c.id} className="admin-panel admin-message">
              <strong>{c.artistName}</strong> <span>{c.kindName}</span>
              <p>{t("admin.credentials.expiresOn", { date: format.date(c.expiresOn!) })}</p>
            </li>
          ))}
        </ul>
      </section>
      <CredentialKinds />
    </div>
  );
}
