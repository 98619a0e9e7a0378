import { useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { useT } from "../../../src/i18n/react.tsx";
import { fetchArtistCheck } from "../data.ts";
import { artistCheckAtom } from "../state.ts";
import { Loading } from "../components/Loading.tsx";

/** SPEC §2 index: approved → dashboard, applied (pending, rejected) → the application's status, none → form, error → /login. */
export function IndexPage() {
  const t = useT();
  const navigate = useNavigate();
  const setCheck = useSetAtom(artistCheckAtom);
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
        if (live) window.location.assign("/login");
      });
    return () => {
      live = false;
    };
  }, [navigate, setCheck]);
  return <Loading text={t("artist.loading")} />;
}
