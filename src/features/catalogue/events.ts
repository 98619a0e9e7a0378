import type { LookupKind } from "./catalog.contract.ts";

/** The public lists the agency edits in its console (the FAQ's questions too). */
export type CatalogList = "services" | "testimonials" | "faq" | LookupKind;

/** The catalogue's domain event, in the union of src/platform/events/domain-events.ts. */
declare module "../../platform/events/domain-events.ts" {
  interface FeatureEvents {
    "catalog.changed": { type: "catalog.changed"; list: CatalogList };
  }
}
