import { REFERENCE_LETTER_COUNT, type ReplaceableDocument } from "../../../src/features/artists/artist-area.contract.ts";
import type { UploadKind } from "../../../src/platform/contract/uploads.ts";
import type { MessageKey } from "../../../src/platform/i18n/messages/en.ts";
import type { MessageValues } from "../../../src/platform/i18n/translate.ts";

/** One file input of an artist's form: its body field, its words and the limits it is checked against. */
export interface FileInputSpec<F extends string> {
  field: F;
  label: MessageKey;
  labelValues?: MessageValues;
  kind: UploadKind;
  hint: MessageKey;
  /** May be left out when applying (the police check). */
  optional?: boolean;
}

/** The application's private documents, in the body's order: asked for by the application, replaced from Edit Profile. */
export const PRIVATE_DOCUMENT_INPUTS: FileInputSpec<ReplaceableDocument>[] = [
  { field: "policeCheck", label: "artist.documents.policeCheck", kind: "document", hint: "artist.form.policeCheckHint", optional: true },
  { field: "directDeposit", label: "artist.documents.directDeposit", kind: "document", hint: "artist.form.directDepositHint" },
  ...Array.from({ length: REFERENCE_LETTER_COUNT }, (_, i) => ({
    field: `referenceLetter${i + 1}` as ReplaceableDocument,
    label: "artist.documents.referenceLetter" as const,
    labelValues: { number: i + 1 },
    kind: "document" as const,
    hint: "artist.form.referenceLetterHint" as const,
  })),
];
