import { Link, Outlet, useNavigate } from "@tanstack/react-router";
import { useAtom } from "jotai";
import { useEffect } from "react";
import { useT } from "../../src/i18n/react.tsx";
import { AccountMenu } from "../lib/account/AccountMenu.tsx";
import { ChatUnreadBadge } from "../lib/chat/ChatUnreadBadge.tsx";
import { VerifyBanner } from "../lib/account/VerifyBanner.tsx";
import { NotificationBell } from "../lib/notifications/NotificationBell.tsx";
import { fetchArtistStatus } from "./data.ts";
import { approvedAtom } from "./state.ts";
import { Loading } from "./components/Loading.tsx";

const NAV = [
  { to: "/artist/dashboard", label: "artist.nav.dashboard" },
  { to: "/artist/jobs", label: "artist.nav.jobs" },
  { to: "/artist/messages", label: "artist.nav.messages" },
] as const;

/**
 * The approved artist's screens (SPEC §2): the area navigation, current link
 * highlighted, and the account menu (issue 19), over the page. Anyone not approved is sent to the index, which
 * routes them to the form or the confirmation page.
 */
export function AreaLayout() {
  const t = useT();
  const navigate = useNavigate();
  const [approved, setApproved] = useAtom(approvedAtom);
  useEffect(() => {
    if (approved) return;
    let live = true;
    fetchArtistStatus()
      .then((status) => {
        if (!live) return;
        if (status === "approved") setApproved(true);
        else void navigate({ to: "/artist", replace: true });
      })
      .catch(() => {
        if (live) window.location.assign("/login");
      });
    return () => {
      live = false;
    };
  }, [approved, setApproved, navigate]);

  return (
    <div className="aa-shell">
      <div className="aa-bar">
        <nav className="aa-nav" aria-label={t("artist.nav.label")}>
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="aa-nav__link" activeProps={{ className: "aa-nav__link is-active", "aria-current": "page" }}>
                  {t(item.label)}
                  {item.to === "/artist/messages" && <ChatUnreadBadge />}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="area-tools">
          <NotificationBell area="artist" />
          <AccountMenu area="artist" />
        </div>
      </div>
      <VerifyBanner />
      <div className="aa-page">{approved ? <Outlet /> : <Loading text={t("artist.loadingData")} />}</div>
    </div>
  );
}
