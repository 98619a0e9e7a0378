import { type FormEvent, useRef, useState } from "react";
import type { Credential, CredentialStatus } from "../../../src/features/credentials/credentials.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client, upload } from "../../lib/api.ts";
import { useApiGet, usePerform } from "../../lib/data.ts";
import { notifyError, notifySuccess } from "../../lib/feedback.ts";
import { useFormat } from "../../lib/format.ts";
import { Field } from "../../lib/ui/Field.tsx";

const STATUS_BADGE: Record<CredentialStatus, string> = { pending: "badge--warning", verified: "badge--success", refused: "badge--danger" };

/** One credential: its kind, issue date, the agency's decision, and removal while it is not verified. */
function CredentialRow({ credential, onRemoved }: { credential: Credential; onRemoved(): void }) {
  const t = useT();
  const format = useFormat();
  const perform = usePerform();
  const remove = async () => {
    const done = await perform(() => call(client.artist.credentials[":credentialId"].$delete, { param: { credentialId: credential.id } }));
    if (done) onRemoved();
  };
  return (
    <li className="card card--padded">
      <h3>{credential.kindName}</h3>
      <p>
        <span className={`badge ${STATUS_BADGE[credential.status]}`}>{t(`artist.credentials.status.${credential.status}`)}</span>
      </p>
      <p className="muted">{t("artist.credentials.issuedOn", { date: format.date(credential.issuedOn) })}</p>
      {credential.expiresOn && <p>{t("artist.credentials.validUntil", { date: format.date(credential.expiresOn) })}</p>}
      {credential.reason && <p>{t("artist.credentials.refusedBecause", { reason: credential.reason })}</p>}
      {credential.status !== "verified" && (
        <button type="button" className="btn btn--secondary btn--sm" onClick={remove}>
          {t("artist.credentials.remove", { kind: credential.kindName })}
        </button>
      )}
    </li>
  );
}

/**
 * The artist's credentials (a vulnerable sector check, first aid…): what it sent, the agency's decision and how long
 * each holds; a form sends a new one (`POST /artist/credentials`, multipart). A job with minors is offered only
 * while the check holds.
 */
export function CredentialsPage() {
  const t = useT();
  const mine = useApiGet(client.artist.credentials, {});
  const kinds = useApiGet(client.artist["credential-kinds"], {});
  const [kind, setKind] = useState("");
  const [issuedOn, setIssuedOn] = useState("");
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const document = fileRef.current?.files?.[0];
    const form = new FormData();
    form.append("kind", kind);
    form.append("issuedOn", issuedOn);
    if (document) form.append("document", document);
    setBusy(true);
    try {
      const reply = await upload<"$post", Awaited<ReturnType<typeof client.artist.credentials.$post>>>(client.artist.credentials, "$post", form);
      if (reply.status) {
        notifySuccess(reply.message);
        setKind("");
        setIssuedOn("");
        if (fileRef.current) fileRef.current.value = "";
        mine.reload();
      } else notifyError(reply.message);
    } catch {
      notifyError(t("artist.credentials.sendFailed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card card--padded aa-credentials">
      <h1 className="aa-title">{t("artist.credentials.title")}</h1>
      <p className="muted">{t("artist.credentials.intro")}</p>
      {mine.data && mine.data.length === 0 && <p>{t("artist.credentials.empty")}</p>}
      {mine.data && mine.data.length > 0 && (
        <ul className="aa-credentials__list">
          {mine.data.map((credential) => (
            <CredentialRow key={credential.id} credential={credential} onRemoved={mine.reload} />
          ))}
        </ul>
      )}
      <form className="form" onSubmit={submit} aria-busy={busy}>
        <h2>{t("artist.credentials.add")}</h2>
        <Field label={t("artist.credentials.kind")} required>
          {(control) => (
            <select id={control.id} aria-describedby={control.describedBy} required value={kind} onChange={(e) => setKind(e.target.value)}>
              <option value="">{t("artist.credentials.chooseKind")}</option>
              {kinds.data?.map((k) => (
                <option key={k.key} value={k.key}>
                  {k.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("artist.credentials.issuedOnLabel")} required>
          {(control) => (
            <input
              id={control.id}
              aria-describedby={control.describedBy}
              type="date"
              required
              min="1900-01-01"
              value={issuedOn}
              onChange={(e) => setIssuedOn(e.target.value)}
            />
          )}
        </Field>
        <Field label={t("artist.credentials.document")} hint={t("artist.credentials.documentHint")} required>
          {(control) => (
            <input
              id={control.id}
              aria-describedby={control.describedBy}
              ref={fileRef}
              type="file"
              required
              accept="application/pdf,image/jpeg,image/png,image/webp"
            />
          )}
        </Field>
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
          {t("artist.credentials.send")}
        </button>
      </form>
    </section>
  );
}
