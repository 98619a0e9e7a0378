import { useState, type FormEvent } from "react";
import { describeLookupUsage, LOOKUP_ITEM_NAMES, type AdminLookupItem } from "../../../src/contracts/admin.ts";
import type { LookupKind } from "../../../src/contracts/catalog.ts";
import { call, client, type ApiReply } from "../../lib/api.ts";
import { perform, useApiGet } from "../../lib/data.ts";
import { ConfirmAction, ListState } from "../ui.tsx";

function usage(item: AdminLookupItem): string {
  const described = describeLookupUsage(item);
  return described ? `Used by ${described}` : "Not used";
}

/** A one-field form: the name of a new or renamed item. Keeps the text when the server says no. */
function NameForm({
  initial = "",
  submitLabel,
  label,
  onSubmit,
  onCancel,
}: {
  initial?: string;
  submitLabel: string;
  label: string;
  onSubmit(name: string): Promise<boolean>;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const saved = await onSubmit(name);
    setBusy(false);
    if (saved && !initial) setName("");
  };
  return (
    <form className="admin-inline-form" onSubmit={submit}>
      <input className="input" aria-label={label} value={name} required maxLength={60} onChange={(e) => setName(e.target.value)} />
      <button type="submit" className="btn btn--sm btn--primary" disabled={busy}>
        {busy ? "Saving..." : submitLabel}
      </button>
      {onCancel && (
        <button type="button" className="btn btn--sm btn--ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      )}
    </form>
  );
}

/**
 * One lookup list (styles, artist types, availabilities): add, rename, remove.
 * An item in use cannot be removed (the server says why); it can be renamed.
 */
export function LookupEditor({ kind }: { kind: LookupKind }) {
  const { data, failed, reload } = useApiGet(client.admin.lookups[":kind"], { param: { kind }, query: {} });
  const [editing, setEditing] = useState<string | null>(null);
  const noun = LOOKUP_ITEM_NAMES[kind];
  const save = async (send: () => Promise<ApiReply<unknown>>) => {
    const ok = (await perform(send)) !== null;
    if (ok) reload();
    return ok;
  };
  return (
    <div className="admin-catalog">
      <section className="admin-panel">
        <h2 className="admin-panel__title">Add a {noun}</h2>
        <NameForm
          label={`New ${noun}`}
          submitLabel="Add"
          onSubmit={(name) => save(() => call(client.admin.lookups[":kind"].$post, { param: { kind }, json: { name } }))}
        />
        {kind === "styles" && <p className="field__hint">Renaming a style renames it on the jobs that ask for it, so offers keep matching.</p>}
      </section>
      <ListState data={data} failed={failed} empty={`No ${noun} entries yet.`} />
      {data && data.length > 0 && (
        <ul className="admin-lookup" aria-label={`${noun} list`}>
          {data.map((item) => {
            const inUse = describeLookupUsage(item) !== "";
            return (
              <li key={item.id} className="admin-lookup__item">
                {editing === item.id ? (
                  <NameForm
                    initial={item.name}
                    label={`New name for ${item.name}`}
                    submitLabel="Rename"
                    onCancel={() => setEditing(null)}
                    onSubmit={async (name) => {
                      const ok = await save(() => call(client.admin.lookups[":kind"][":itemId"].$put, { param: { kind, itemId: item.id }, json: { name } }));
                      if (ok) setEditing(null);
                      return ok;
                    }}
                  />
                ) : (
                  <>
                    <span className="admin-lookup__name">{item.name}</span>
                    <span className="muted admin-lookup__usage">{usage(item)}</span>
                    <span className="admin-lookup__actions">
                      <button type="button" className="btn btn--sm btn--outline" onClick={() => setEditing(item.id)}>
                        Rename<span className="visually-hidden"> {item.name}</span>
                      </button>
                      <ConfirmAction
                        label="Remove"
                        question={`Remove ${item.name}?`}
                        confirmLabel="Yes, remove"
                        disabled={inUse}
                        disabledReason={`${usage(item)}: rename it instead, or remove it once nobody uses it`}
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
