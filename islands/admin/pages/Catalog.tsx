import { useNavigate } from "@tanstack/react-router";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { FaqEditor } from "../catalog/FaqEditor.tsx";
import { LookupEditor } from "../catalog/LookupEditor.tsx";
import { ServicesEditor } from "../catalog/ServicesEditor.tsx";
import { TestimonialsEditor } from "../catalog/TestimonialsEditor.tsx";
import { CATALOG_TABS, type CatalogTab } from "../search.ts";
import { TabbedPage } from "../ui.tsx";

function Editor({ tab }: { tab: CatalogTab }) {
  switch (tab) {
    case "services":
      return <ServicesEditor />;
    case "testimonials":
      return <TestimonialsEditor />;
    case "faq":
      return <FaqEditor />;
    default:
      return <LookupEditor kind={tab} />;
  }
}

/** What the public site lists: services, testimonials, the choices of the artist form, and the FAQ. Changes show at once. */
export function CatalogPage({ tab }: { tab: CatalogTab }) {
  const navigate = useNavigate();
  const t = useT();
  const labels: Record<CatalogTab, string> = {
    services: t("admin.catalogPage.tab.services"),
    testimonials: t("admin.catalogPage.tab.testimonials"),
    styles: t("admin.catalogPage.tab.styles"),
    types: t("admin.catalogPage.tab.types"),
    availabilities: t("admin.catalogPage.tab.availabilities"),
    faq: t("admin.catalogPage.tab.faq"),
  };
  return (
    <TabbedPage
      title={t("admin.catalogPage.title")}
      intro={t("admin.catalogPage.intro")}
      tabs={CATALOG_TABS}
      labels={labels}
      active={tab}
      onChange={(next) => navigate({ to: "/admin/catalog", search: { tab: next } })}
    >
      <Editor tab={tab} />
    </TabbedPage>
  );
}
