import { DataTable } from "../../../../islands/lib/ui/DataTable.tsx";
import { PrivacyRequestForm } from "../../../../islands/public/PrivacyRequestForm.tsx";
import type { MessageKey } from "../../../platform/i18n/messages/en.ts";
import { formatDate } from "../../../platform/i18n/format.ts";
import { useLocale, useT } from "../../../platform/i18n/react.tsx";
import { Island } from "../../../../islands/lib/page/Island.tsx";
import { InnerPage } from "../../../platform/pages/layout/InnerPage.tsx";
import { FormCard } from "../../../platform/pages/layout/Sections.tsx";
import { Markdown } from "../markdown.tsx";
import type { PolicyDocument, PrivacyOfficer } from "../privacy.contract.ts";

/** The cookies the product sets (src/platform/http/session.ts, src/platform/i18n/cookie.ts), and what the dashboards keep in the browser. */
const COOKIES: { name: string; purpose: MessageKey; lifetime: MessageKey }[] = [
  { name: "session", purpose: "public.policy.cookies.session", lifetime: "public.policy.cookies.sessionLifetime" },
  { name: "locale", purpose: "public.policy.cookies.locale", lifetime: "public.policy.cookies.localeLifetime" },
  { name: "root (localStorage)", purpose: "public.policy.cookies.storage", lifetime: "public.policy.cookies.storageLifetime" },
];

interface PolicyPageProps {
  policy: PolicyDocument;
  /** The text in the page's language, the agency named. */
  text: string;
  /** /privacy only: the person in charge of personal information. */
  officer?: PrivacyOfficer;
}

/** /terms, /privacy and /cookies: the owner's published text with its version and date; /privacy adds the person in charge and the request form. */
export function PolicyPage({ policy, text, officer }: PolicyPageProps) {
  const t = useT();
  const locale = useLocale();
  const title = t(`public.policy.${policy.kind}.title`);
  return (
    <InnerPage title={title} description={t(`public.policy.${policy.kind}.description`)} eyebrow={t("public.policy.eyebrow")} heading={title}>
      <section className="section">
        <div className="container policy" lang={locale === "fr" ? "fr-CA" : "en-CA"}>
          <p className="policy__version">{t("public.policy.version", { version: String(policy.version), date: formatDate(locale, policy.effectiveDate) })}</p>
          <Markdown source={text} />
          {policy.kind === "cookies" && (
            <DataTable
              className="policy__table"
              rows={COOKIES}
              rowKey={(cookie) => cookie.name}
              columns={[
                { label: t("public.policy.cookies.name"), cell: (cookie) => <code>{cookie.name}</code> },
                { label: t("public.policy.cookies.purpose"), cell: (cookie) => t(cookie.purpose) },
                { label: t("public.policy.cookies.lifetime"), cell: (cookie) => t(cookie.lifetime) },
              ]}
            />
          )}
          {officer && (
            <aside className="policy__officer card card--padded" aria-labelledby="policy-officer-title">
              <h2 id="policy-officer-title">{t("public.policy.officer.title")}</h2>
              {officer.name ? (
                <p>
                  <strong>{officer.name}</strong>, {officer.title}
                  <br />
                  <a href={`mailto:${officer.email}`}>{officer.email}</a>
                </p>
              ) : (
                <p>{t("public.policy.officer.unnamed")}</p>
              )}
            </aside>
          )}
          {officer && (
            <FormCard className="policy__request" title={t("public.privacyRequest.title")} intro={t("public.privacyRequest.intro")}>
              <Island name="privacy-request-form" component={PrivacyRequestForm} props={{}} />
            </FormCard>
          )}
        </div>
      </section>
    </InnerPage>
  );
}
