import { type AdminFaqEntry, FAQ_ANSWER_MAX, FAQ_QUESTION_MAX, type FaqEntryInput } from "../../../src/features/catalogue/faq.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { CatalogItemsEditor, FrenchField, FrenchText } from "./shared.tsx";

/** The two texts of a question, each typed in English (required) and French (optional). */
const LIMITS = { question: FAQ_QUESTION_MAX, answer: FAQ_ANSWER_MAX } as const;

/** One text of a question: its English field, then its French twin; an answer is a textarea with a hint. */
function FaqText({ entry, text, label, labelFr, hint }: { entry?: AdminFaqEntry; text: keyof typeof LIMITS; label: string; labelFr: string; hint?: string }) {
  const id = (suffix = "") => `faq-${text}${suffix}-${entry?.id ?? "new"}`;
  const multiline = text === "answer";
  const english = { id: id(), name: text, required: true, maxLength: LIMITS[text], defaultValue: entry?.[text] };
  return (
    <>
      <div className={multiline ? "field field--full" : "field"}>
        <label htmlFor={english.id}>{label}</label>
        {multiline ? <textarea {...english} rows={5} aria-describedby={hint && id("-hint")} /> : <input {...english} />}
        {hint && (
          <p className="field__hint" id={id("-hint")}>
            {hint}
          </p>
        )}
      </div>
      <FrenchField id={id("-fr")} name={`${text}Fr`} label={labelFr} initial={entry?.[`${text}Fr`]} maxLength={LIMITS[text]} multiline={multiline} />
    </>
  );
}

function FaqFields({ entry }: { entry?: AdminFaqEntry }) {
  const t = useT();
  return (
    <div className="form-grid form-grid--2">
      <FaqText entry={entry} text="question" label={t("admin.catalog.faq.question")} labelFr={t("admin.catalog.faq.questionFr")} />
      <FaqText
        entry={entry}
        text="answer"
        label={t("admin.catalog.faq.answer")}
        labelFr={t("admin.catalog.faq.answerFr")}
        hint={t("admin.catalog.faq.answerHint")}
      />
    </div>
  );
}

/** The form's texts as the API takes them (JSON): an empty French text clears it. */
const entryOf = (form: FormData): FaqEntryInput => ({
  question: String(form.get("question") ?? ""),
  answer: String(form.get("answer") ?? ""),
  questionFr: String(form.get("questionFr") ?? ""),
  answerFr: String(form.get("answerFr") ?? ""),
});

/** The public FAQ: add, edit (question and answer in English and French), remove; new questions go last. */
export function FaqEditor() {
  const t = useT();
  const faq = client.admin.faq;
  return (
    <CatalogItemsEditor<AdminFaqEntry>
      list={faq}
      send={{
        uploads: false,
        add: (form) => call(faq.$post, { json: entryOf(form) }),
        edit: (itemId, form) => call(faq[":itemId"].$put, { param: { itemId }, json: entryOf(form) }),
        remove: (itemId) => call(faq[":itemId"].$delete, { param: { itemId } }),
      }}
      kind="faq"
      listClassName="admin-faq"
      itemClassName="admin-panel admin-quote"
      fields={(entry) => <FaqFields entry={entry} />}
      nameOf={(entry) => entry.question}
      view={(entry) => (
        <>
          <strong>{entry.question}</strong>
          <FrenchText as="strong" className="muted" text={entry.questionFr} field={t("admin.catalog.faq.question")} />
          <p className="admin-quote__text admin-faq__answer">{entry.answer}</p>
          <FrenchText as="p" className="admin-quote__text admin-faq__answer muted" text={entry.answerFr} field={t("admin.catalog.faq.answer")} />
        </>
      )}
    />
  );
}
