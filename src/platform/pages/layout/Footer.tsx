import { PolicyLinks } from "./PolicyLinks.tsx";
import type { MessageKey } from "../../i18n/messages/en.ts";
import { usePage } from "../../../../islands/lib/page/context.tsx";
import { isPublicPath } from "../public-paths.ts";
import { useLocalePath, useT } from "../../i18n/react.tsx";
import { Clock, Facebook, Instagram, Mail, MapPin, Phone, TikTok } from "../../../../islands/public/icons.tsx";

/** SPEC §2 footer columns: each item a link to the page that answers it (a dashboard's in the account's language). */
const FOOTER_COLUMNS = [
  {
    title: "public.footer.mission.title",
    items: [
      ["public.footer.mission.mission", "/about#who-title"],
      ["public.footer.mission.values", "/about#who-title"],
      ["public.footer.mission.vision", "/about#who-title"],
      ["public.footer.mission.goal", "/about#how-title"],
      ["public.footer.mission.impact", "/about#how-title"],
      ["public.footer.mission.community", "/about#community-title"],
    ],
  },
  {
    title: "public.footer.studios.title",
    items: [
      ["public.footer.studios.search", "/artists"],
      ["public.footer.studios.book", "/client/booking-form"],
      ["public.footer.studios.connect", "/contact-us"],
      ["public.footer.studios.discover", "/services"],
      ["public.footer.studios.engage", "/signup"],
    ],
  },
] as const satisfies readonly { title: MessageKey; items: readonly (readonly [MessageKey, string])[] }[];

/** The agency's address, phone, email and opening hours under the logo, each behind its icon. */
const CONTACT_LINES = [
  { Icon: MapPin, text: "common.contact.address" },
  { Icon: Phone, text: "common.contact.phone" },
  { Icon: Mail, text: "common.contact.email" },
  { Icon: Clock, text: "common.contact.hoursShort" },
] as const satisfies readonly { Icon: typeof MapPin; text: MessageKey }[];

const SOCIAL = [
  { network: "instagram", name: "common.social.instagram", Icon: Instagram },
  { network: "facebook", name: "common.social.facebook", Icon: Facebook },
  { network: "tiktok", name: "common.social.tiktok", Icon: TikTok },
] as const;

/**
 * SPEC §2 footer. The social networks are the agency's profiles (SOCIAL_*_URL): a network it has none on is not
 * drawn, so nothing here looks like a link that goes nowhere.
 */
export function Footer() {
  const t = useT();
  const href = useLocalePath();
  const { socialLinks } = usePage();
  const profiles = SOCIAL.flatMap(({ network, ...social }) => (socialLinks[network] ? [{ ...social, url: socialLinks[network] }] : []));
  return (
    <footer className="footer">
      <div className="container footer__top">
        <div className="footer__brand">
          <a href={href("/")} aria-label={t("public.nav.brandHome")}>
            <img src="/images/logo-light.svg" alt={t("common.brand")} width={216} height={40} />
          </a>
          <p className="footer__tagline">{t("public.footer.tagline")}</p>
          <ul className="footer__contact" aria-label={t("public.footer.contactDetails")}>
            {CONTACT_LINES.map(({ Icon, text }) => (
              <li key={text}>
                <Icon /> {t(text)}
              </li>
            ))}
          </ul>
        </div>
        <div className="footer__columns">
          {FOOTER_COLUMNS.map((col, index) => (
            <nav key={col.title} className="footer__col" aria-labelledby={`footer-col-${index}`}>
              <h2 id={`footer-col-${index}`}>{t(col.title)}</h2>
              <ul>
                {col.items.map(([item, path]) => (
                  <li key={item}>
                    <a href={isPublicPath(path.split("#")[0]!) ? href(path) : path}>{t(item)}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          {profiles.length > 0 && (
            <div className="footer__col">
              <h2>{t("public.footer.connect.title")}</h2>
              <ul>
                {profiles.map(({ name, url }) => (
                  <li key={name}>
                    <a href={url} rel="me noopener" target="_blank">
                      {t(name)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
      <div className="footer__bottom">
        <div className="container footer__bottom-inner">
          <p>{t("public.footer.copyright", { year: String(new Date().getFullYear()) })}</p>
          <ul className="footer__legal">
            <li>
              <a href={href("/faq")}>{t("public.footer.faq")}</a>
            </li>
            <PolicyLinks />
          </ul>
          {profiles.length > 0 && (
            <ul className="footer__social" aria-label={t("public.footer.social")}>
              {profiles.map(({ name, url, Icon }) => (
                <li key={name}>
                  <a href={url} rel="me noopener" target="_blank" aria-label={t(name)}>
                    <Icon />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}
