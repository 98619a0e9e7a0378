import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, upload, type AnyClientResponse, type ApiReply, type Endpoint, type UploadRoute } from "../../lib/api.ts";
import { useApiGet, usePerform, type ReadRouteOf } from "../../lib/data.ts";
import { ConfirmAction, ListState } from "../ui.tsx";
import { RequiredMark } from "../../lib/ui/Field.tsx";
import { SubmitButton } from "../../lib/ui/SubmitButton.tsx";

const ACCEPT = "image/jpeg,image/png,image/webp";

/** An image input with a preview of the current picture, then of the chosen file. */
export function ImageField({ current, required, label }: { current?: string; required?: boolean; label?: string }) {
  const t = useT();
  const [preview, setPreview] = useState<string | undefined>(current);
  useEffect(
    () => () => {
      if (preview?.startsWith("blob:")) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  return (
    <div className="field admin-image-field">
      <label>
        <span className="field__label">
          {label ?? t("admin.catalog.image")}
          {required && <RequiredMark />}
        </span>
        <input
          type="file"
          name="image"
          accept={ACCEPT}
          required={required}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            setPreview(file ? URL.createObjectURL(file) : current);
          }}
        />
      </label>
      <p className="field__hint">
        {t("admin.catalog.imageHint")}
        {current ? ` ${t("admin.catalog.imageKeep")}` : ""}
      </p>
      {preview && <img className="admin-image-field__preview" src={preview} alt="" />}
    </div>
  );
}

/**
 * A French text the agency left empty, flagged where the item is listed: the French site shows the English there.
 * `field` names which text ("Answer").
 */
export function MissingFrench({ field }: { field: string }) {
  const t = useT();
  return <span className="badge badge--warning admin-missing-fr">{t("admin.catalog.missingFrench", { field })}</span>;
}

/** An item's French text under its English where the item is listed, in an element `as` of `className`; else flagged missing. */
export function FrenchText({ text, field, as: Tag, className }: { text?: string | null; field: string; as: "p" | "span" | "strong"; className: string }) {
  return text ? (
    <Tag className={className} lang="fr">
      {text}
    </Tag>
  ) : (
    <MissingFrench field={field} />
  );
}

/** Sends an item's form (POST to add, PUT to edit); an upload reports its progress, 0..1. */
type SendForm = (form: FormData, onProgress: (fraction: number) => void) => Promise<ApiReply<unknown>>;

interface ItemFormProps {
  send: SendForm;
  /** The form uploads files: a progress bar shows while it is sent. */
  uploads: boolean;
  /** An add form empties after a success; an edit form keeps its values. */
  adding: boolean;
  submitLabel: string;
  /** After the server said yes; `form` is reset when adding. */
  onSaved(): void;
  onCancel?: () => void;
  children: ReactNode;
}

/**
 * An optional French text beside its English twin, labelled as such,
 * with the hint that the French site shows the English text when it is empty.
 * Sent empty, it clears the French text.
 */
export function FrenchField({
  id,
  name,
  label,
  initial,
  maxLength,
  multiline,
}: {
  id: string;
  name: string;
  label: string;
  initial?: string;
  maxLength: number;
  multiline?: boolean;
}) {
  const t = useT();
  const hint = `${id}-hint`;
  return (
    <div className={multiline ? "field field--full" : "field"}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea id={id} name={name} lang="fr" maxLength={maxLength} defaultValue={initial} rows={4} aria-describedby={hint} />
      ) : (
        <input id={id} name={name} lang="fr" maxLength={maxLength} defaultValue={initial} aria-describedby={hint} />
      )}
      <p className="field__hint" id={hint}>
        {t("admin.catalog.frenchHint")}
      </p>
    </div>
  );
}

/**
 * A catalog item's form; one that uploads shows a progress bar. What
 * the admin typed stays when the server says no; an add form empties after a success.
 */
function ItemForm({ send, uploads, adding, submitLabel, onSaved, onCancel, children }: ItemFormProps) {
  const t = useT();
  const perform = usePerform();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setBusy(true);
    if (uploads) setProgress(0);
    const reply = await perform(() => send(new FormData(form), setProgress));
    setBusy(false);
    setProgress(null);
    if (!reply) return;
    if (adding) form.reset();
    onSaved();
  };
  return (
    <form className="form admin-form" onSubmit={submit}>
      {children}
      {progress !== null && (
        <div
          className="progress"
          role="progressbar"
          aria-label={t("admin.catalog.uploadProgress")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
        >
          <div className="progress__bar" style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      )}
      <div className="form__actions">
        <SubmitButton busy={busy} className="btn btn--primary btn--sm" label={submitLabel} busyLabel={t("admin.catalog.saving")} />
        {onCancel && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={onCancel} disabled={busy}>
            {t("admin.catalog.cancel")}
          </button>
        )}
      </div>
    </form>
  );
}

/** An admin collection of the typed client, e.g. `client.admin.services`: list, add, and per item edit and remove. */
type ImageCollection<T> = ReadRouteOf<{ query: object }, T[]> &
  UploadRoute<"$post", AnyClientResponse> & {
    ":itemId": UploadRoute<"$put", AnyClientResponse> & { $delete: Endpoint<{ param: { itemId: string } }, AnyClientResponse> };
  };

/** How a catalog editor saves its items. */
export interface ItemSenders {
  /** The form's fields are multipart parts (files too): a progress bar shows while they are sent. */
  uploads: boolean;
  add: SendForm;
  edit(itemId: string, ...form: Parameters<SendForm>): Promise<ApiReply<unknown>>;
  remove(itemId: string): Promise<ApiReply<unknown>>;
}

interface CatalogItemsProps<T> {
  /** The admin list route, e.g. `client.admin.faq`. */
  list: ReadRouteOf<{ query: object }, T[]>;
  send: ItemSenders;
  /** Whose words the editor says (`admin.catalog.<kind>.*`): the add form's title and button, the list's name, the removal question, the empty list. */
  kind: "service" | "testimonial" | "faq";
  listClassName: string;
  itemClassName: string;
  /** The form fields, empty to add, filled to edit. */
  fields(item?: T): ReactNode;
  /** An item as the list shows it (its actions follow). */
  view(item: T): ReactNode;
  /** Who or what an item is, for the buttons' accessible names. */
  nameOf(item: T): string;
}

/** A catalog list: an add form, then each item with edit (in place) and remove. */
export function CatalogItemsEditor<T extends { id: string }>(props: CatalogItemsProps<T>) {
  const { send, kind, fields, view, nameOf } = props;
  const t = useT();
  const words = {
    add: t(`admin.catalog.${kind}.add`),
    submit: t(`admin.catalog.${kind}.submit`),
    list: t(`admin.catalog.${kind}.list`),
    remove: t(`admin.catalog.${kind}.remove`),
  };
  const perform = usePerform();
  const { data, failed, reload } = useApiGet(props.list, { query: {} });
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <div className="admin-catalog">
      <section className="admin-panel">
        <h2 className="admin-panel__title">{words.add}</h2>
        <ItemForm send={send.add} uploads={send.uploads} adding submitLabel={words.submit} onSaved={reload}>
          {fields()}
        </ItemForm>
      </section>
      <ListState data={data} failed={failed} empty={t(`admin.catalog.${kind}.empty`)} />
      {data && data.length > 0 && (
        <ul className={props.listClassName} aria-label={words.list}>
          {data.map((item) => (
            <li key={item.id} className={props.itemClassName}>
              {editing === item.id ? (
                <ItemForm
                  send={(form, onProgress) => send.edit(item.id, form, onProgress)}
                  uploads={send.uploads}
                  adding={false}
                  submitLabel={t("admin.catalog.save")}
                  onSaved={() => {
                    setEditing(null);
                    reload();
                  }}
                  onCancel={() => setEditing(null)}
                >
                  {fields(item)}
                </ItemForm>
              ) : (
                <>
                  {view(item)}
                  <div className="admin-item-actions">
                    <button type="button" className="btn btn--sm btn--outline" onClick={() => setEditing(item.id)}>
                      {t("admin.catalog.edit")}
                      <span className="visually-hidden"> {nameOf(item)}</span>
                    </button>
                    <ConfirmAction
                      label={t("admin.catalog.remove")}
                      question={words.remove}
                      confirmLabel={t("admin.catalog.confirmRemove")}
                      onConfirm={async () => {
                        if (await perform(() => send.remove(item.id))) reload();
                      }}
                    />
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A catalog list whose items carry an image (multipart, with upload progress): `collection` is e.g. `client.admin.services`. */
export function ImageCatalogEditor<T extends { id: string }>({
  collection,
  ...props
}: Omit<CatalogItemsProps<T>, "list" | "send"> & { collection: ImageCollection<T> }) {
  return (
    <CatalogItemsEditor
      {...props}
      list={collection}
      send={{
        uploads: true,
        add: (form, onProgress) => upload(collection, "$post", form, { onProgress }),
        edit: (itemId, form, onProgress) => upload(collection[":itemId"], "$put", form, { param: { itemId }, onProgress }),
        remove: (itemId) => call(collection[":itemId"].$delete, { param: { itemId } }),
      }}
    />
  );
}
