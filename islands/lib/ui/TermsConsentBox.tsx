import type { InputHTMLAttributes } from "react";
import { useLocalePath, useT } from "../../../src/platform/i18n/react.tsx";

/**
 * The box by which someone accepts the terms of use and the privacy policy, never ticked
 * beforehand, each document linked in the page's language: on the sign-up form and on the
 * dashboards' consent screen. `id` ties the label to the box; the rest goes to the box.
 */
export function TermsConsentBox({ id, ...box }: { id: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id">) {
  const t = useT();
  const href = useLocalePath();
  return (
    <label className="checkbox" htmlFor={id}>
      <input id={id} type="checkbox" {...box} />
      <span>
        {t("common.acceptTerms.before")} <a href={href("/terms")}>{t("common.acceptTerms.terms")}</a> {t("common.acceptTerms.and")}{" "}
        <a href={href("/privacy")}>{t("common.acceptTerms.privacy")}</a>
      </span>
    </label>
  );
}
