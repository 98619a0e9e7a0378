import { Link, Outlet, useNavigate } from "@tanstack/react-router";
import { useAtom } from "jotai";
import { useEffect } from "react";
import type { ArtistProfileCheck } from "../../src/features/artists/artist-area.contract.ts";
import { useT } from "../../src/platform/i18n/react.tsx";
import { AccountMenu } from "../lib/account/AccountMenu.tsx";
import { ChatUnreadBadge } from "../lib/chat/ChatUnreadBadge.tsx";
import { VerifyBanner } from "../lib/account/VerifyBanner.tsx";
import { NotificationBell } from "../lib/notifications/NotificationBell.tsx";
import { goToLogin } from "../lib/api.ts";
import { fetchArtistCheck } from "./data.ts";
import { artistCheckAtom } from "./state.ts";
import { Loading } from "./components/Loading.tsx";

const APPROVED_NAV = [
  { to: "/artist/dashboard", label: "artist.nav.dashboard" },
  { to: "/artist/jobs", label: "artist.nav.jobs" },
  { to: "/artist/opt-ins", label: "artist.nav.optIns" },
  { to: "/artist/reviews", label: "artist.nav.reviews" },
  { to: "/artist/availability", label: "artist.nav.availability" },
  { to: "/artist/credentials", label: "artist.nav.credentials" },
  { to: "/artist/earnings", label: "artist.nav.earnings" },
  { to: "/artist/messages", label: "artist.nav.messages" },
] as const;

/** Before approval (pending, rejected): the application's state and the chat with the agency. */
const APPLICANT_NAV = [
  { to: "/artist/confirmation-page", label: "artist.nav.application" },
  { to: "/artist/messages", label: "artist.nav.messages" },
] as const;

/** Who a layout lets in: approved artists, or anyone who applied (whatever the agency decided). */
export type Admits = "approved" | "applied";

const admitted = (check: ArtistProfileCheck, admits: Admits) => (admits === "approved" ? check.artistStatus === "approved" : check.artistStatus !== null);

/**
 * The artist's screens (SPEC §2): the area navigation, current link highlighted, and the
 * account menu, over the page. The approved artist's screens admit approved
 * artists; the application's status and Messages admit anyone who applied, so a pending or
 * rejected artist reads the agency's decision and talks with it. Anyone not admitted is
 * sent to the index, which routes them to the form, the status screen or the dashboard.
 */
export function AreaLayout({ admits }: { admits: Admits }) {
  const t = useT();
  const navigate = useNavigate();
  const [check, setCheck] = useAtom(artistCheckAtom);
  const inside = check !== null && admitted(check, admits);
  useEffect(() => {
    if (check !== null) {
      if (!admitted(check, admits)) void navigate({ to: "/artist", replace: true });
      return;
    }
    let live = true;
    fetchArtistCheck()
      .then((checked) => {
        if (live) setCheck(checked);
      })
      .catch(() => {
        if (live) goToLogin();
      });
    return () => {
      live = false;
    };
  }, [check, admits, setCheck, navigate]);

  // The bar comes with the check: its links (and on a phone its height) depend on the status, and a bar
  // drawn empty, then filled, pushed the screen down as it loaded (CLS).
  if (check === null) return <Loading text={t("artist.loadingData")} />;
  const nav = check.artistStatus === "approved" ? APPROVED_NAV : APPLICANT_NAV;
  return (
    <div className="aa-shell">
      <div className="aa-bar">
        <nav className="aa-nav" aria-label={t("artist.nav.label")}>
          <ul>
            {nav.map((item) => (
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
      <div className="aa-page">{inside ? <Outlet /> : <Loading text={t("artist.loadingData")} />}</div>
    </div>
  );
}
