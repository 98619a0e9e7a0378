import { createRootRoute, createRoute, Link, Outlet, useRouterState } from "@tanstack/react-router";
import { useT } from "../../src/platform/i18n/react.tsx";
import { StateCard } from "../lib/ui/StateCard.tsx";
import { AreaToolsSlot, ChatUnreadSlot, LazyWidget, Live, VerifyBannerSlot, widget } from "../lib/ui/area-tools.tsx";

export const rootRoute = createRootRoute({ component: Outlet });

/** Whether the studio has told its province needs the API client: it comes after the first paint. */
const ProvinceQuestion = widget(() => import("./components/ProvinceQuestion.tsx").then((m) => m.ProvinceQuestion));

const NAV = [
  { to: "/client/dashboard", label: "client.nav.dashboard", section: ["/client/dashboard", "/client/client-profile"] },
  { to: "/client/my-bookings", label: "client.nav.bookings", section: ["/client/my-bookings", "/client/booking-form", "/client/jobs"] },
  { to: "/client/shortlist", label: "client.nav.shortlist", section: ["/client/shortlist"] },
  { to: "/client/messages", label: "client.nav.messages", section: ["/client/messages"] },
] as const;

/** The studio's area: its navigation (SPEC §2) and the account menu around the current screen. */
function ClientLayout() {
  const t = useT();
  const path = useRouterState({ select: (s) => s.location.pathname });

  return (
    <div className="client-area">
      <nav className="area-nav" aria-label={t("client.nav.label")}>
        <div className="area-nav__inner">
          <span className="area-nav__title">{t("client.nav.title")}</span>
          <ul className="area-nav__links">
            {NAV.map((item) => {
              const active = item.section.some((p) => path === p || path.startsWith(`${p}/`));
              return (
                <li key={item.to}>
                  <Link to={item.to} className={active ? "area-nav__link is-active" : "area-nav__link"} aria-current={active ? "page" : undefined}>
                    {t(item.label)}
                    {item.to === "/client/messages" && <ChatUnreadSlot />}
                  </Link>
                </li>
              );
            })}
          </ul>
          <AreaToolsSlot area="client" />
        </div>
      </nav>
      <div className="area-page">
        <VerifyBannerSlot />
        <LazyWidget live={<Live part={ProvinceQuestion} />} standIn={null} />
        <Outlet />
      </div>
    </div>
  );
}

function ClientNotFound() {
  const t = useT();
  return (
    <StateCard title={t("client.notFound.title")} text={t("client.notFound.text")} action={{ to: "/client/dashboard", label: t("client.notFound.back") }} />
  );
}

export const clientRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/client",
  component: ClientLayout,
  notFoundComponent: ClientNotFound,
});
