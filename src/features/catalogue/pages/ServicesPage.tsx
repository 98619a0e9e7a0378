import type { Service } from "../catalog.contract.ts";
import { useT } from "../../../platform/i18n/react.tsx";
import { bannerOf, HireSection, InnerPage } from "../../../platform/pages/layout/InnerPage.tsx";
import { ServiceGrid } from "./ServiceGrid.tsx";

/** SPEC §2 /services: the grid of service cards. */
export function ServicesPage({ services }: { services: Service[] }) {
  const t = useT();
  return (
    <InnerPage {...bannerOf(t, "public.services")}>
      <section className="section" aria-label={t("public.services.label")}>
        <div className="container">
          <ServiceGrid services={services} heading="h2" />
        </div>
      </section>
      <HireSection texts="public.services.cta" />
    </InnerPage>
  );
}
