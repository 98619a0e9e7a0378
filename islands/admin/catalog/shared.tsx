import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { call, upload, type AnyClientResponse, type ApiReply, type Endpoint, type UploadRoute } from "../../lib/api.ts";
import { perform, useApiGet, type ReadRouteOf } from "../../lib/data.ts";
import { ConfirmAction, ListState } from "../ui.tsx";

const ACCEPT = "image/jpeg,image/png,image/webp";

/** An image input with a preview of the current picture, then of the chosen file. */
export function ImageField({ current, required, label = "Image" }: { current?: string; required?: boolean; label?: string }) {
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
        <span className="field__label">{label}</span>
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
      <p className="field__hint">JPEG, PNG or WebP, up to 5 MB.{current ? " Leave empty to keep the current image." : ""}</p>
      {preview && <img className="admin-image-field__preview" src={preview} alt="" />}
    </div>
  );
}

interface UploadFormProps {
  /** Sends the form (an `upload`, POST to add, PUT to edit), reporting progress. */
  send(form: FormData, onProgress: (fraction: number) => void): Promise<ApiReply<unknown>>;
  /** An add form empties after a success; an edit form keeps its values. */
  adding: boolean;
  submitLabel: string;
  /** After the server said yes; `form` is reset when adding. */
  onSaved(): void;
  onCancel?: () => void;
  children: ReactNode;
}

/**
 * A multipart form with an upload progress bar (DESIGN §8). What the admin
 * typed stays when the server says no; an add form empties after a success.
 */
export function UploadForm({ send, adding, submitLabel, onSaved, onCancel, children }: UploadFormProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setProgress(0);
    const reply = await perform(() => send(new FormData(form), setProgress));
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
          aria-label="Upload progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
        >
          <div className="progress__bar" style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      )}
      <div className="form__actions">
        <button type="submit" className="btn btn--primary btn--sm" disabled={progress !== null}>
          {progress !== null ? "Saving..." : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={onCancel} disabled={progress !== null}>
            Cancel
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

interface ImageCatalogProps<T> {
  collection: ImageCollection<T>;
  /** One item, in words: "service". */
  noun: string;
  empty: string;
  listClassName: string;
  itemClassName: string;
  /** The form fields, empty to add, filled to edit. */
  fields(item?: T): ReactNode;
  /** An item as the list shows it (its actions follow). */
  view(item: T): ReactNode;
  /** Who or what an item is, for the buttons' accessible names. */
  nameOf(item: T): string;
}

/** A catalog list whose items carry an image: an add form, then each item with edit (in place) and remove. */
export function ImageCatalogEditor<T extends { id: string }>(props: ImageCatalogProps<T>) {
  const { collection, noun, fields, view, nameOf } = props;
  const { data, failed, reload } = useApiGet(collection, { query: {} });
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <div className="admin-catalog">
      <section className="admin-panel">
        <h2 className="admin-panel__title">Add a {noun}</h2>
        <UploadForm send={(form, onProgress) => upload(collection, "$post", form, { onProgress })} adding submitLabel={`Add ${noun}`} onSaved={reload}>
          {fields()}
        </UploadForm>
      </section>
      <ListState data={data} failed={failed} empty={props.empty} />
      {data && data.length > 0 && (
        <ul className={props.listClassName} aria-label={`${noun}s`}>
          {data.map((item) => (
            <li key={item.id} className={props.itemClassName}>
              {editing === item.id ? (
                <UploadForm
                  send={(form, onProgress) => upload(collection[":itemId"], "$put", form, { param: { itemId: item.id }, onProgress })}
                  adding={false}
                  submitLabel="Save"
                  onSaved={() => {
                    setEditing(null);
                    reload();
                  }}
                  onCancel={() => setEditing(null)}
                >
                  {fields(item)}
                </UploadForm>
              ) : (
                <>
                  {view(item)}
                  <div className="admin-item-actions">
                    <button type="button" className="btn btn--sm btn--outline" onClick={() => setEditing(item.id)}>
                      Edit<span className="visually-hidden"> {nameOf(item)}</span>
                    </button>
                    <ConfirmAction
                      label="Remove"
                      question={`Remove this ${noun}?`}
                      confirmLabel="Yes, remove"
                      onConfirm={async () => {
                        if (await perform(() => call(collection[":itemId"].$delete, { param: { itemId: item.id } }))) reload();
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
