import type { ReactNode } from "react";
import type { MessageKey } from "../../src/platform/i18n/messages/en.ts";
import { useT } from "../../src/platform/i18n/react.tsx";

/** The catalogue's groups that word a section's head: `<group>.eyebrow`, `.title` and `.text`. */
type SectionWords<K = MessageKey> = K extends `${infer Group}.eyebrow` ? (`${Group}.title` | `${Group}.text` extends MessageKey ? Group : never) : never;

interface SectionHeaderProps {
  /** The title's id, which names the section (its `aria-labelledby`). */
  id: string;
  /** Where the catalogue keeps the section's eyebrow, title and text. */
  messages: SectionWords;
  /** What stands at the header's end: a link to the whole list, the slider's arrows. */
  children?: ReactNode;
}

/** The head of a section of the home page: its eyebrow, title and text. */
export function SectionHeader({ id, messages, children }: SectionHeaderProps) {
  const t = useT();
  return (
    <div className="section__header">
      <div>
        <span className="eyebrow">{t(`${messages}.eyebrow`)}</span>
        <h2 id={id}>{t(`${messages}.title`)}</h2>
        <p>{t(`${messages}.text`)}</p>
      </div>
      {children}
    </div>
  );
}
