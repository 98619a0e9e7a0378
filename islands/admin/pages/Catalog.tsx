import { useNavigate } from "@tanstack/react-router";
import { LookupEditor } from "../catalog/LookupEditor.tsx";
import { ServicesEditor } from "../catalog/ServicesEditor.tsx";
import { TestimonialsEditor } from "../catalog/TestimonialsEditor.tsx";
import { TabbedPage } from "../ui.tsx";

export const CATALOG_TABS = ["services", "testimonials", "styles", "types", "availabilities"] as const;
export type CatalogTab = (typeof CATALOG_TABS)[number];

const LABELS: Record<CatalogTab, string> = {
  services: "Services",
  testimonials: "Testimonials",
  styles: "Styles",
  types: "Artist types",
  availabilities: "Availabilities",
};

function Editor({ tab }: { tab: CatalogTab }) {
  switch (tab) {
    case "services":
      return <ServicesEditor />;
    case "testimonials":
      return <TestimonialsEditor />;
    default:
      return <LookupEditor kind={tab} />;
  }
}

/** What the public site lists: services, testimonials, and the choices of the artist form. Changes show at once. */
export function CatalogPage({ tab }: { tab: CatalogTab }) {
  const navigate = useNavigate();
  return (
    <TabbedPage
      title="Catalog"
      intro="What the public site shows. Every change is live as soon as it is saved."
      tabs={CATALOG_TABS}
      labels={LABELS}
      active={tab}
      onChange={(t) => navigate({ to: "/admin/catalog", search: { tab: t } })}
    >
      <Editor tab={tab} />
    </TabbedPage>
  );
}
