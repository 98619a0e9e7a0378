import { CtaBand, InnerPage } from "../layout/InnerPage.tsx";

interface FaqSection {
  id: string;
  title: string;
  items: { q: string; a: string }[];
}

/** SPEC §2 FAQ: three sections (dance professionals; studios, competitions and clients; general). */
export const FAQ_SECTIONS: FaqSection[] = [
  {
    id: "dance-professionals",
    title: "For dance professionals",
    items: [
      {
        q: "How do I join the roster?",
        a: "Sign up as an artist, then complete the application from your dashboard: your styles, the services you offer, your availability, a short bio, your experience, a headshot, your résumé, direct deposit details and two reference letters. A police check (VSS) is optional but recommended.",
      },
      {
        q: "How long does approval take?",
        a: "Our team reviews applications in the order they arrive, usually within a few business days. Your dashboard shows 'Wait For Approval' until then; once approved, it opens with the jobs offered to you.",
      },
      {
        q: "How do I get jobs?",
        a: "Jobs that match your styles appear under 'Jobs for you'. Open one, add any details for the studio and press Opt In. When the agency confirms you, the job moves to your confirmed jobs.",
      },
      {
        q: "How and when am I paid?",
        a: "The rate of every job is shown in dollars per hour before you opt in. Payment goes to the direct deposit account you gave us, after the studio's invoice for the job.",
      },
    ],
  },
  {
    id: "studios-clients",
    title: "For studios, competitions and clients",
    items: [
      {
        q: "What does it cost to use DanceLink?",
        a: "Nothing for studios: posting a booking is free. You pay the invoice for the artist's hours from your dashboard.",
      },
      {
        q: "How do I book an artist?",
        a: "Sign up as a client, complete your studio profile, then press Create New under Bookings. Give the style, dates, times, rate and address; artists who match opt in and we confirm the right one with you.",
      },
      {
        q: "Are your artists background checked?",
        a: "Yes. Every artist on the roster has had references checked and is approved by our team before their first booking.",
      },
      {
        q: "Can you supply adjudicators for our competition?",
        a: "Yes. Adjudicating is one of our services, alongside supply teaching, year-long contracts, workshops, camps and intensives, choreography and promo staff.",
      },
    ],
  },
  {
    id: "general",
    title: "General",
    items: [
      {
        q: "Where do you operate?",
        a: "We are a Canadian agency and book artists for studios and events across the country.",
      },
      {
        q: "How do I reach the agency?",
        a: "Signed-in studios and artists can chat with our team from the Messages page of their dashboard. Anyone can write to us through the Contact Us page.",
      },
      {
        q: "I forgot which email I signed up with. What now?",
        a: "Send us a message from the Contact Us page with your name and phone number and we will help you get back in.",
      },
    ],
  },
];

/** The FAQ screen (DESIGN §1 route /faq): questions as native disclosure widgets, no script needed. */
export function FaqPage() {
  return (
    <InnerPage
      title="Frequently Asked Questions"
      description="Answers for dance professionals, for studios, competitions and clients, and general questions about DanceLink."
      eyebrow="FAQ"
      heading="Frequently asked questions"
      lead="Everything artists and studios ask us most. Still curious? Our team is a message away."
    >
      <section className="section">
        <div className="container container--narrow">
          <nav aria-label="FAQ sections">
            <ul className="faq-nav">
              {FAQ_SECTIONS.map((s) => (
                <li key={s.id}>
                  <a className="btn btn--outline btn--sm" href={`#${s.id}`}>
                    {s.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {FAQ_SECTIONS.map((s) => (
            <section key={s.id} id={s.id} className="faq-section" aria-labelledby={`${s.id}-title`}>
              <h2 id={`${s.id}-title`}>{s.title}</h2>
              {s.items.map((item) => (
                <details key={item.q} className="faq">
                  <summary>{item.q}</summary>
                  <div className="faq__answer">
                    <p>{item.a}</p>
                  </div>
                </details>
              ))}
            </section>
          ))}
          <div className="faq-cta">
            <CtaBand
              title="Still have a question?"
              text="Write to us and we will answer within one business day."
              actions={[{ href: "/contact-us", label: "Contact Us" }]}
            />
          </div>
        </div>
      </section>
    </InnerPage>
  );
}
