import { useNavigate, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { goToLogin } from "../../lib/api.ts";
import { useClientProfile } from "../data.ts";

/** SPEC §2 index: a profile goes to the dashboard, none to the form, an error to /login. */
export function ClientIndex() {
  const t = useT();
  const navigate = useNavigate();
  const router = useRouter();
  const { profile, fresh, failed } = useClientProfile();
  // The dashboard's chunk comes while the profile is checked: most visits end there.
  useEffect(() => {
    // Failing, it only means the screen loads (and says why) when it is reached.
    router.preloadRoute({ to: "/client/dashboard" }).catch((error) => console.warn("Dashboard: preload failed", error));
  }, [router]);
  useEffect(() => {
    // SPEC §2/§8: a failed profile check goes to the login page.
    if (failed) goToLogin();
    else if (fresh) void navigate({ to: profile ? "/client/dashboard" : "/client/form", replace: true });
  }, [failed, fresh, profile, navigate]);
  return (
    <p className="muted" role="status">
      {t("common.loading")}
    </p>
  );
}
