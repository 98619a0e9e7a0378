import type { MessageKey } from "../../i18n/messages/en.ts";
import { useLocalePath, useT } from "../../i18n/react.tsx";
import { POLICY_PATHS } from "../public-paths.ts";

const LABELS: Record<(typeof POLICY_PATHS)[number], MessageKey> = {
  "/terms": "public.footer.terms",
  "/privacy": "public.footer.privacy",
  "/cookies": "public.footer.cookies",
};

/** The terms, privacy and cookies pages as items of a footer's list: every footer links them, in the page's language. */
export function PolicyLinks() {
  const t = useT();
  const href = useLocalePath();
  return POLICY_PATHS.map((path) => (
    <li key={path}>
      <a href={href(path)}>{t(LABELS[path])}</a>
    </li>
  ));
}
