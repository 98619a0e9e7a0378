import { useNavigate, useRouter } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { goToLogin } from "../../lib/api.ts";
import { fetchArtistCheck } from "../data.ts";
import { artistCheckAtom } from "../state.ts";
import { Loading } from "../components/Loading.tsx";

/** SPEC §2 index: approved → dashboard, applied (pending, rejected) → the application's status, none → form, error → /login. */
export function IndexPage() {
  const t = useT();
  const navigate = useNavigate();
  const router = useRouter();
  const setCheck = useSetAtom(artistCheckAtom);
  // The dashboard's chunk comes while the status is checked: most visits end there.
  useEffect(() => {
    // Failing, it only means the screen loads (and says why) when it is reached.
    router.preloadRoute({ to: "/artist/dashboard" }).catch((error) => console.warn("Dashboard: preload failed", error));
  }, [router]);
  useEffect(() => {
    let live = true;
    fetchArtistCheck()
      .then((check) => {
        if (!live) return;
        setCheck(check);
        const status = check.artistStatus;
        const to = status === "approved" ? "/artist/dashboard" : status ? "/artist/confirmation-page" : "/artist/form";
        void navigate({ to, replace: true });
      })
      .catch(() => {
        if (live) goToLogin();
      });
    return () => {
      live = false;
    };
  }, [navigate, setCheck]);
  return <Loading text={t("artist.loading")} />;
}
