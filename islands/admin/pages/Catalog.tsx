import { useNavigate } from "@tanstack/react-router";
import { Tabs } from "../../lib/ui/Tabs.tsx";
import { LookupEditor } from "../catalog/LookupEditor.tsx";
import { ServicesEditor } from "../catalog/ServicesEditor.tsx";
import { TestimonialsEditor } from "../catalog/TestimonialsEditor.tsx";
import { PageHeader } from "../ui.tsx";

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
    <div className="admin-page">
      <PageHeader title="Catalog" intro="What the public site shows. Every change is live as soon as it is saved." />
      <Tabs
        active={tab}
        onChange={(t) => navigate({ to: "/admin/catalog", search: { tab: t } })}
        tabs={CATALOG_TABS.map((t) => ({ key: t, label: LABELS[t], panel: t === tab ? <Editor tab={t} /> : null }))}
      />
    </div>
  );
}
