import { ContactForm } from "../../../islands/public/ContactForm.tsx";
import { Clock, Mail, MapPin, Phone } from "../../../islands/public/icons.tsx";
import { Island } from "../Island.tsx";
import { InnerPage } from "../layout/InnerPage.tsx";

const DETAILS = [
  { Icon: MapPin, title: "Visit", text: "120 Dance Avenue, Toronto, ON M5V 0A1" },
  { Icon: Phone, title: "Call", text: "(416) 555-0199" },
  { Icon: Mail, title: "Email", text: "hello@dancelink.example" },
  { Icon: Clock, title: "Hours", text: "Monday to Friday, 9 am – 6 pm ET" },
];

/** SPEC §2 /contact-us: the message form, with the agency's details beside it. */
export function ContactPage() {
  return (
    <InnerPage
      title="Contact Us"
      description="Questions about booking an artist or joining our roster? Send DanceLink a message and our team will get back to you within one business day."
      eyebrow="Contact Us"
      heading="Let's talk dance"
      lead="Questions about a booking, our roster or joining as an artist? Send us a message."
    >
      <section className="section">
        <div className="container contact">
          <aside className="contact__info" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title">Get in touch</h2>
            <p>Our team answers every message within one business day.</p>
            <ul className="contact__list">
              {DETAILS.map(({ Icon, title, text }) => (
                <li key={title}>
                  <span className="contact__icon">
                    <Icon />
                  </span>
                  <span>
                    <strong>{title}</strong>
                    {text}
                  </span>
                </li>
              ))}
            </ul>
            <p className="contact__faq">
              Looking for a quick answer? <a href="/faq">Read our FAQ</a>
            </p>
          </aside>
          <div className="card card--padded">
            <h2 className="card__title">Send us a message</h2>
            <p className="muted">All fields are required.</p>
            <Island name="contact-form" component={ContactForm} props={{}} />
          </div>
        </div>
      </section>
    </InnerPage>
  );
}
