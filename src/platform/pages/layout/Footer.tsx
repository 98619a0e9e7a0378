import { en, type MessageKey } from "../../i18n/messages/en.ts";
import { useLocalePath, useT } from "../../i18n/react.tsx";
import { Clock, Facebook, Instagram, Mail, MapPin, Phone, TikTok, ArrowRight } from "../../../../islands/public/icons.tsx";

/** SPEC §2 footer columns and items, exactly, as message keys. */
const FOOTER_KEYS = [
  {
    title: "public.footer.mission.title",
    items: [
      "public.footer.mission.mission",
      "public.footer.mission.values",
      "public.footer.mission.vision",
      "public.footer.mission.goal",
      "public.footer.mission.impact",
      "public.footer.mission.community",
    ],
  },
  { title: "public.footer.connect.title", items: ["common.social.instagram", "common.social.facebook", "common.social.tiktok"] },
  {
    title: "public.footer.studios.title",
    items: [
      "public.footer.studios.search",
      "public.footer.studios.book",
      "public.footer.studios.connect",
      "public.footer.studios.discover",
      "public.footer.studios.engage",
    ],
  },
] as const satisfies readonly { title: MessageKey; items: readonly MessageKey[] }[];

/** The footer's columns in English (the spec's words). */
export const FOOTER_COLUMNS = FOOTER_KEYS.map((col) => ({ title: en[col.title], items: col.items.map((item) => en[item]) }));

const SOCIAL = [
  { name: "common.social.instagram", Icon: Instagram },
  { name: "common.social.facebook", Icon: Facebook },
  { name: "common.social.tiktok", Icon: TikTok },
] as const;

/**
 * SPEC §2 footer. The Subscribe box has no behaviour (the spec shows none: the
 * form submits nowhere); Terms, Privacy, Cookies and the social icons go nowhere.
 */
export function Footer() {
  const t = useT();
  const href = useLocalePath();
  return (
    <footer className="footer">
      <div className="container footer__top">
        <div className="footer__brand">
          <a href={href("/")} aria-label={t("public.nav.brandHome")}>
            <img src="/images/logo-light.svg" alt={t("common.brand")} width={216} height={40} />
          </a>
          <p className="footer__tagline">{t("public.footer.tagline")}</p>
          <ul className="footer__contact" aria-label={t("public.footer.contactDetails")}>
            <li>
              <MapPin /> {t("common.contact.address")}
            </li>
            <li>
              <Phone /> {t("common.contact.phone")}
            </li>
            <li>
              <Mail /> {t("common.contact.email")}
            </li>
            <li>
              <Clock /> {t("common.contact.hoursShort")}
            </li>
          </ul>
        </div>
        <div className="footer__columns">
          {FOOTER_KEYS.map((col) => (
            <div key={col.title} className="footer__col">
              <h2>{t(col.title)}</h2>
              <ul>
                {col.items.map((item) => (
                  <li key={item}>{t(item)}</li>
                ))}
              </ul>
            </div>
          ))}
          <form className="footer__subscribe" aria-labelledby="subscribe-title" method="dialog">
            <h2 id="subscribe-title">{t("public.footer.subscribe.title")}</h2>
            <p>{t("public.footer.subscribe.text")}</p>
            <label htmlFor="subscribe-email" className="visually-hidden">
              {t("public.footer.subscribe.label")}
            </label>
            <div className="footer__subscribe-row">
              <input id="subscribe-email" name="email" type="email" autoComplete="email" placeholder={t("public.footer.subscribe.placeholder")} />
              <button type="submit" aria-label={t("public.footer.subscribe.title")}>
                <ArrowRight />
              </button>
            </div>
          </form>
        </div>
      </div>
      <div className="footer__bottom">
        <div className="container footer__bottom-inner">
          <p>{t("public.footer.copyright", { year: String(new Date().getFullYear()) })}</p>
          <ul className="footer__legal">
            <li>
              <a href={href("/faq")}>{t("public.footer.faq")}</a>
            </li>
            <li>
              {/* biome-ignore lint/a11y/useValidAnchor: SPEC §2: Terms, Privacy and Cookies are links that go nowhere (no pages yet) */}
              <a>{t("public.footer.terms")}</a>
            </li>
            <li>
              {/* biome-ignore lint/a11y/useValidAnchor: SPEC §2: Terms, Privacy and Cookies are links that go nowhere (no pages yet) */}
              <a>{t("public.footer.privacy")}</a>
            </li>
            <li>
              {/* biome-ignore lint/a11y/useValidAnchor: SPEC §2: Terms, Privacy and Cookies are links that go nowhere (no pages yet) */}
              <a>{t("public.footer.cookies")}</a>
            </li>
          </ul>
          <ul className="footer__social" aria-label={t("public.footer.social")}>
            {SOCIAL.map(({ name, Icon }) => (
              <li key={name}>
                <span role="img" aria-label={t(name)}>
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
