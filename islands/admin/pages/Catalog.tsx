import { useT } from "../../../src/platform/i18n/react.tsx";
import { FaqEditor } from "../catalog/FaqEditor.tsx";
import { LookupEditor } from "../catalog/LookupEditor.tsx";
import { ServicesEditor } from "../catalog/ServicesEditor.tsx";
import { TestimonialsEditor } from "../catalog/TestimonialsEditor.tsx";
import { CATALOG_TABS, type CatalogTab } from "../search.ts";
import { TabScreen } from "../ui.tsx";

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
  const t = useT();
  return (
    <TabScreen words="admin.catalogPage" to="/admin/catalog" tabs={CATALOG_TABS} label={(key) => t(`admin.catalogPage.tab.${key}`)} active={tab}>
      <Editor tab={tab} />
    </TabScreen>
  );
}
