import type { Service } from "../catalog.contract.ts";
import { useLocalePath, useT } from "../../../platform/i18n/react.tsx";
import { CtaBand, InnerPage } from "../../../platform/pages/layout/InnerPage.tsx";
import { useJoinHref } from "../../../platform/pages/layout/Navbar.tsx";
import { ServiceGrid } from "./ServiceGrid.tsx";

/** SPEC §2 /services: the grid of service cards. */
export function ServicesPage({ services }: { services: Service[] }) {
  const t = useT();
  const href = useLocalePath();
  const join = useJoinHref();
  return (
    <InnerPage
      title={t("public.services.title")}
      description={t("public.services.description")}
      eyebrow={t("public.services.eyebrow")}
      heading={t("public.services.heading")}
      lead={t("public.services.lead")}
    >
      <section className="section" aria-label={t("public.services.label")}>
        <div className="container">
          <ServiceGrid services={services} heading="h2" />
        </div>
      </section>
      <section className="section section--tight" aria-label={t("public.services.cta.label")}>
        <div className="container">
          <CtaBand
            title={t("public.services.cta.title")}
            text={t("public.services.cta.text")}
            actions={[
              { href: join, label: t("public.services.cta.hire") },
              { href: href("/contact-us"), label: t("public.services.cta.talk") },
            ]}
          />
        </div>
      </section>
    </InnerPage>
  );
}
