import { InnerPage } from "../layout/InnerPage.tsx";

const STUDIO_STEPS = [
  { title: "Create your studio profile", text: "Sign up as a client and tell us about your studio: name, director, address and contact." },
  { title: "Post a booking", text: "Choose the style, dates, times and rate. Posting is free for studios." },
  { title: "Meet your artist", text: "Approved artists opt in; our team confirms the best match and you see their profile." },
  { title: "Teach, dance, invoice", text: "Your artist arrives ready. Pay a single invoice from your dashboard." },
];

const ARTIST_STEPS = [
  { title: "Apply with your documents", text: "Sign up as an artist, add your styles, experience, headshot, résumé and two references." },
  { title: "Get approved", text: "We check references and background, then open your dashboard." },
  { title: "Opt in to jobs", text: "See bookings that match your styles and opt in to the ones you want." },
  { title: "Get booked and paid", text: "Confirmed jobs appear on your dashboard; you get paid for doing what you love." },
];

/** SPEC §2 /about: about-us text, mission statement, how it works for studios/clients and for artists. */
export function AboutPage() {
  return (
    <InnerPage
      title="About Us"
      description="DanceLink is a Canadian agency empowering dance educators since 2010: learn our mission and how booking an artist, or getting booked, works."
      eyebrow="About Us"
      heading="The agency behind Canada's dance educators"
      lead="Since 2010 we have helped more than 400 studios find the right artist, and generated over $1.5 million in income for the dancers who teach them."
    >
      <section className="section" aria-labelledby="who-title">
        <div className="container split">
          <div className="split__media">
            <img
              src="/images/about/studio.jpg"
              alt="A bright dance studio with mirrors and a barre"
              width={1200}
              height={800}
              loading="lazy"
              decoding="async"
            />
          </div>
          <div>
            <span className="eyebrow">Who we are</span>
            <h2 id="who-title">A marketplace built by dancers, for dance</h2>
            <p className="lead">
              DanceLink is a marketplace for dance education. Studios and clients post jobs and hire artists; artists apply, keep a profile, opt in to jobs and
              get paid.
            </p>
            <p>
              Our roster brings together ballet instructors, acro instructors, musical theatre performers and film and TV actor-dancers. They cover supply
              teaching, year-long contracts, workshops, camps and intensives, adjudicating, choreography and promo staff, so one call covers every need of a
              studio's season.
            </p>
          </div>
        </div>
      </section>

      <section className="section section--tight" aria-label="Our mission">
        <div className="container">
          <blockquote className="mission-quote">
            <span className="eyebrow">Our Mission</span>
            <p>
              To build a supportive community where artists earn by sharing their passion, and studios and clients give their dancers high-quality dance
              training.
            </p>
          </blockquote>
        </div>
      </section>

      <section className="section section--cream" aria-labelledby="how-title">
        <div className="container">
          <div className="section__header section__header--center">
            <span className="eyebrow">How it works</span>
            <h2 id="how-title">Four steps, whichever side of the barre you are on</h2>
          </div>
          <div className="how">
            <HowCard title="For studios and clients" steps={STUDIO_STEPS} cta={{ href: "/signup", label: "Hire an artist" }} />
            <HowCard title="For artists" steps={ARTIST_STEPS} cta={{ href: "/signup", label: "Apply as an artist" }} />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="community-title">
        <div className="container split split--reverse">
          <div className="split__media">
            <img src="/images/about/community.jpg" alt="Dancers of all ages sharing a class" width={1200} height={800} loading="lazy" decoding="async" />
          </div>
          <div>
            <span className="eyebrow">Community</span>
            <h2 id="community-title">More than bookings</h2>
            <p className="lead">Every booking goes through a real team that knows dance.</p>
            <ul className="check-list">
              <li>Free for studios: you pay the artist's invoice, nothing more.</li>
              <li>References and background checked artists, every one.</li>
              <li>Live chat with our team from every dashboard.</li>
            </ul>
            <div className="button-row">
              <a className="btn btn--primary" href="/artists">
                Meet our artists
              </a>
              <a className="btn btn--outline" href="/contact-us">
                Contact us
              </a>
            </div>
          </div>
        </div>
      </section>
    </InnerPage>
  );
}

function HowCard({ title, steps, cta }: { title: string; steps: typeof STUDIO_STEPS; cta: { href: string; label: string } }) {
  return (
    <div className="how__card">
      <h3>{title}</h3>
      <ol className="steps">
        {steps.map((s) => (
          <li key={s.title}>
            <strong>{s.title}</strong>
            <span>{s.text}</span>
          </li>
        ))}
      </ol>
      <a className="btn btn--primary" href={cta.href}>
        {cta.label}
      </a>
    </div>
  );
}
