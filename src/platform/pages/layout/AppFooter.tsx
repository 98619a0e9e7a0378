import { PolicyLinks } from "./PolicyLinks.tsx";
import { useLocalePath, useT } from "../../i18n/react.tsx";

/**
 * The dashboards' footer: a thin line under the work, not the marketing
 * columns of the public site. Brand, where to find help, copyright.
 */
export function AppFooter() {
  const t = useT();
  const href = useLocalePath();
  return (
    <footer className="app-footer">
      <div className="container app-footer__inner">
        <a className="app-footer__brand" href={href("/")}>
          {t("common.brand")}
        </a>
        <ul className="app-footer__links">
          <li>
            <a href={href("/faq")}>{t("common.appFooter.help")}</a>
          </li>
          <li>
            <a href={href("/contact-us")}>{t("public.nav.contact")}</a>
          </li>
          <PolicyLinks />
        </ul>
        <p className="app-footer__copyright">{t("public.footer.copyright", { year: String(new Date().getFullYear()) })}</p>
      </div>
    </footer>
  );
}
