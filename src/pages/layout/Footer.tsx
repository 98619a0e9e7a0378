import { Clock, Facebook, Instagram, Mail, MapPin, Phone, TikTok, ArrowRight } from "../../../islands/public/icons.tsx";

/** SPEC §2 footer columns and items, exactly. */
export const FOOTER_COLUMNS = [
  { title: "Our Mission", items: ["Mission", "Values", "Vision", "Goal", "Impact", "Community"] },
  { title: "Connect With Us", items: ["Instagram", "Facebook", "TikTok"] },
  { title: "For Studios", items: ["Search", "Book", "Connect", "Discover", "Engage"] },
] as const;

const SOCIAL = [
  { name: "Instagram", Icon: Instagram },
  { name: "Facebook", Icon: Facebook },
  { name: "TikTok", Icon: TikTok },
] as const;

/**
 * SPEC §2 footer. The Subscribe box has no behaviour (the spec shows none: the
 * form submits nowhere); Terms, Privacy, Cookies and the social icons go nowhere.
 */
export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__top">
        <div className="footer__brand">
          <a href="/" aria-label="DanceLink home">
            <img src="/images/logo-light.svg" alt="DanceLink" width={216} height={40} />
          </a>
          <p className="footer__tagline">The Canadian agency connecting dance studios with skilled, background-checked dance educators since 2010.</p>
          <ul className="footer__contact" aria-label="Contact details">
            <li>
              <MapPin /> 120 Dance Avenue, Toronto, ON M5V 0A1
            </li>
            <li>
              <Phone /> (416) 555-0199
            </li>
            <li>
              <Mail /> hello@dancelink.example
            </li>
            <li>
              <Clock /> Mon–Fri, 9 am – 6 pm ET
            </li>
          </ul>
        </div>
        <div className="footer__columns">
          {FOOTER_COLUMNS.map((col) => (
            <div key={col.title} className="footer__col">
              <h2>{col.title}</h2>
              <ul>
                {col.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
          <form className="footer__subscribe" aria-labelledby="subscribe-title" method="dialog">
            <h2 id="subscribe-title">Subscribe</h2>
            <p>News for studios and artists, once a month.</p>
            <label htmlFor="subscribe-email" className="visually-hidden">
              Email address
            </label>
            <div className="footer__subscribe-row">
              <input id="subscribe-email" name="email" type="email" autoComplete="email" placeholder="Your email address" />
              <button type="submit" aria-label="Subscribe">
                <ArrowRight />
              </button>
            </div>
          </form>
        </div>
      </div>
      <div className="footer__bottom">
        <div className="container footer__bottom-inner">
          <p>© {new Date().getFullYear()} DanceLink. All rights reserved.</p>
          <ul className="footer__legal">
            <li>
              <a href="/faq">FAQ</a>
            </li>
            <li>
              {/* biome-ignore lint/a11y/useValidAnchor: SPEC §2: Terms, Privacy and Cookies are links that go nowhere (no pages yet) */}
              <a>Terms</a>
            </li>
            <li>
              {/* biome-ignore lint/a11y/useValidAnchor: SPEC §2: Terms, Privacy and Cookies are links that go nowhere (no pages yet) */}
              <a>Privacy</a>
            </li>
            <li>
              {/* biome-ignore lint/a11y/useValidAnchor: SPEC §2: Terms, Privacy and Cookies are links that go nowhere (no pages yet) */}
              <a>Cookies</a>
            </li>
          </ul>
          <ul className="footer__social" aria-label="Social networks">
            {SOCIAL.map(({ name, Icon }) => (
              <li key={name}>
                <span role="img" aria-label={name}>
                  <Icon />
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
