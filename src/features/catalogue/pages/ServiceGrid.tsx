import type { Service } from "../catalog.contract.ts";
import { useT } from "../../../platform/i18n/react.tsx";
import { ShippedPicture } from "../../../../islands/public/ShippedPicture.tsx";

/** SPEC §2 service cards (image and name): 2 columns, 3 from 768 px. */
export function ServiceGrid({ services, heading: Heading = "h3" }: { services: Service[]; heading?: "h2" | "h3" }) {
  const t = useT();
  if (services.length === 0) return <p className="empty">{t("public.services.empty")}</p>;
  return (
    <ul className="service-grid">
      {services.map((s) => (
        <li key={s.id}>
          <figure className="service-card">
            <ShippedPicture src={s.serviceImage} alt="" width={800} height={600} loading="lazy" decoding="async" />
            <figcaption>
              <Heading className="service-card__name">{s.name}</Heading>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
