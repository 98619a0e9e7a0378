import { useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { useT } from "../../../src/i18n/react.tsx";
import { fetchArtistStatus } from "../data.ts";
import { approvedAtom } from "../state.ts";
import { Loading } from "../components/Loading.tsx";

/** SPEC §2 index: approved → dashboard, applied → confirmation page, none → form, error → /login. */
export function IndexPage() {
  const t = useT();
  const navigate = useNavigate();
  const setApproved = useSetAtom(approvedAtom);
  useEffect(() => {
    let live = true;
    fetchArtistStatus()
      .then((status) => {
        if (!live) return;
        setApproved(status === "approved");
        const to = status === "approved" ? "/artist/dashboard" : status ? "/artist/confirmation-page" : "/artist/form";
        void navigate({ to, replace: true });
      })
      .catch(() => {
        if (live) window.location.assign("/login");
      });
    return () => {
      live = false;
    };
  }, [navigate, setApproved]);
  return <Loading text={t("artist.loading")} />;
}
