import type { Service } from "../../contracts/catalog.ts";
import { Document } from "../layout/Document.tsx";
import { PageHeader } from "../layout/PageHeader.tsx";
import { ServiceGrid } from "./ServiceGrid.tsx";

/** SPEC §2 /services: the grid of service cards. */
export function ServicesPage({ services }: { services: Service[] }) {
  return (
    <Document
      title="Services"
      description="Supply teaching, year-long contracts, workshops, camps and intensives, adjudicating, choreography and promo staff: dance artists for every need."
      toaster={false}
    >
      <PageHeader
        eyebrow="Services"
        title="Every kind of dance booking"
        lead="Whatever your studio, competition or event needs this season, our artists are ready to teach, judge, create and perform."
      />
      <section className="section" aria-label="Services">
        <div className="container">
          <ServiceGrid services={services} heading="h2" />
        </div>
      </section>
      <section className="section section--tight" aria-label="Book an artist">
        <div className="container">
          <div className="cta-band">
            <div>
              <h2>Need an artist for your studio?</h2>
              <p>Create a free studio account, post a booking and we will match you with the right artist.</p>
            </div>
            <div className="button-row">
              <a className="btn btn--light btn--lg" href="/signup">
                Hire Now
              </a>
              <a className="btn btn--ghost-light btn--lg" href="/contact-us">
                Talk to us
              </a>
            </div>
          </div>
        </div>
      </section>
    </Document>
  );
}
