import type { Service } from "../../contracts/catalog.ts";
import { CtaBand, InnerPage } from "../layout/InnerPage.tsx";
import { ServiceGrid } from "./ServiceGrid.tsx";

/** SPEC §2 /services: the grid of service cards. */
export function ServicesPage({ services }: { services: Service[] }) {
  return (
    <InnerPage
      title="Services"
      description="Supply teaching, year-long contracts, workshops, camps and intensives, adjudicating, choreography and promo staff: dance artists for every need."
      eyebrow="Services"
      heading="Every kind of dance booking"
      lead="Whatever your studio, competition or event needs this season, our artists are ready to teach, judge, create and perform."
    >
      <section className="section" aria-label="Services">
        <div className="container">
          <ServiceGrid services={services} heading="h2" />
        </div>
      </section>
      <section className="section section--tight" aria-label="Book an artist">
        <div className="container">
          <CtaBand
            title="Need an artist for your studio?"
            text="Create a free studio account, post a booking and we will match you with the right artist."
            actions={[
              { href: "/signup", label: "Hire Now" },
              { href: "/contact-us", label: "Talk to us" },
            ]}
          />
        </div>
      </section>
    </InnerPage>
  );
}
