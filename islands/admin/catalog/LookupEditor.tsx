import { useState } from "react";
import type { AdminLookupItem } from "../../../src/features/catalogue/catalog-admin.contract.ts";
import type { LookupKind } from "../../../src/features/catalogue/catalog.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client, type ApiReply } from "../../lib/api.ts";
import { useApiGet, usePerform } from "../../lib/data.ts";
import { useFormValues } from "../form-values.ts";
import { ConfirmAction, ListState } from "../ui.tsx";
import { MissingFrench } from "./shared.tsx";
import { SubmitButton } from "../../lib/ui/SubmitButton.tsx";

type Translate = ReturnType<typeof useT>;

/** "3 artists and 1 open job", or "" when nothing uses the item. */
function usageOf(t: Translate, item: AdminLookupItem): string {
  const artists = item.artistCount > 0 ? t("admin.catalog.lookup.artists", { count: item.artistCount }) : "";
  const jobs = item.openJobCount > 0 ? t("admin.catalog.lookup.openJobs", { count: item.openJobCount }) : "";
  return artists && jobs ? t("admin.catalog.lookup.both", { artists, jobs }) : artists || jobs;
}

/** A lookup item's names: English (required) and French (optional; empty clears it). */
interface Names {
  name: string;
  nameFr: string;
}

/** The names of a new or renamed item, English and French. Keeps the text when the server says no. */
function NameForm({
  initial = { name: "", nameFr: "" },
  submitLabel,
  label,
  labelFr,
  onSubmit,
  onCancel,
}: {
  initial?: Names;
  submitLabel: string;
  label: string;
  labelFr: string;
  onSubmit(names: Names): Promise<boolean>;
  onCancel?: () => void;
}) {
  const t = useT();
  const { busy, submit, field } = useFormValues(initial, onSubmit, { emptyAfterSave: !initial.name });
  return (
    <form className="admin-inline-form" onSubmit={submit}>
      <input className="input" aria-label={label} placeholder={t("admin.catalog.lookup.namePlaceholder")} {...field("name")} required maxLength={60} />
      <input className="input" lang="fr" aria-label={labelFr} placeholder={t("admin.catalog.lookup.nameFrPlaceholder")} {...field("nameFr")} maxLength={60} />
      <SubmitButton busy={busy} className="btn btn--sm btn--primary" label={submitLabel} busyLabel={t("admin.catalog.saving")} />
      {onCancel && (
        <button type="button" className="btn btn--sm btn--ghost" onClick={onCancel} disabled={busy}>
          {t("admin.catalog.cancel")}
        </button>
      )}
    </form>
  );
}

/**
 * One lookup list (styles, artist types, availabilities): add, rename (English and
 * French names), remove. An item in use cannot be removed (the server says why);
 * it can be renamed.
 */
export function LookupEditor({ kind }: { kind: LookupKind }) {
  const t = useT();
  const perform = usePerform();
  const { data, failed, reload } = useApiGet(client.admin.lookups[":kind"], { param: { kind }, query: {} });
  const [editing, setEditing] = useState<string | null>(null);
  const save = async (send: () => Promise<ApiReply<unknown>>) => {
    const ok = (await perform(send)) !== null;
    if (ok) reload();
    return ok;
  };
  return (
    <div className="admin-catalog">
      <section className="admin-panel">
        <h2 className="admin-panel__title">{t("admin.catalog.lookup.add", { kind })}</h2>
        <NameForm
          label={t("admin.catalog.lookup.new", { kind })}
          labelFr={t("admin.catalog.lookup.newFr", { kind })}
          submitLabel={t("admin.catalog.lookup.submit")}
          onSubmit={(json) => save(() => call(client.admin.lookups[":kind"].$post, { param: { kind }, json }))}
        />
        <p className="field__hint">{t("admin.catalog.lookup.frenchHint")}</p>
        {kind === "styles" && <p className="field__hint">{t("admin.catalog.lookup.styleHint")}</p>}
      </section>
      <ListState data={data} failed={failed} empty={t("admin.catalog.lookup.empty", { kind })} />
      {data && data.length > 0 && (
        <ul className="admin-lookup" aria-label={t("admin.catalog.lookup.list", { kind })}>
          {data.map((item) => {
            const usage = usageOf(t, item);
            return (
              <li key={item.id} className="admin-lookup__item">
                {editing === item.id ? (
                  <NameForm
                    initial={{ name: item.name, nameFr: item.nameFr ?? "" }}
                    label={t("admin.catalog.lookup.renameLabel", { name: item.name })}
                    labelFr={t("admin.catalog.lookup.renameFrLabel", { name: item.name })}
                    submitLabel={t("admin.catalog.lookup.rename")}
                    onCancel={() => setEditing(null)}
                    onSubmit={async (json) => {
                      const ok = await save(() => call(client.admin.lookups[":kind"][":itemId"].$put, { param: { kind, itemId: item.id }, json }));
                      if (ok) setEditing(null);
                      return ok;
                    }}
                  />
                ) : (
                  <>
                    <span className="admin-lookup__name">
                      {item.name}
                      {item.nameFr ? (
                        <span className="muted" lang="fr">
                          {" · "}
                          {item.nameFr}
                        </span>
                      ) : (
                        <>
                          {" "}
                          <MissingFrench field={t("admin.catalog.lookup.namePlaceholder")} />
                        </>
                      )}
                    </span>
                    <span className="muted admin-lookup__usage">{usage ? t("admin.catalog.lookup.usedBy", { usage }) : t("admin.catalog.lookup.notUsed")}</span>
                    <span className="admin-lookup__actions">
                      <button type="button" className="btn btn--sm btn--outline" onClick={() => setEditing(item.id)}>
                        {t("admin.catalog.lookup.rename")}
                        <span className="visually-hidden"> {item.name}</span>
                      </button>
                      <ConfirmAction
                        label={t("admin.catalog.remove")}
                        question={t("admin.catalog.lookup.removeQuestion", { name: item.name })}
                        confirmLabel={t("admin.catalog.confirmRemove")}
                        disabled={usage !== ""}
                        disabledReason={t("admin.catalog.lookup.inUse", { usage: t("admin.catalog.lookup.usedBy", { usage }) })}
                        onConfirm={() => save(() => call(client.admin.lookups[":kind"][":itemId"].$delete, { param: { kind, itemId: item.id } }))}
                      />
                    </span>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
