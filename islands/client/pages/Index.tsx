import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { useT } from "../../../src/i18n/react.tsx";
import { useClientProfile } from "../data.ts";

/** SPEC §2 index: a profile goes to the dashboard, none to the form, an error to /login. */
export function ClientIndex() {
  const t = useT();
  const navigate = useNavigate();
  const { profile, fresh, failed } = useClientProfile();
  useEffect(() => {
    // SPEC §2/§8: a failed profile check goes to the login page.
    if (failed) window.location.assign("/login");
    else if (fresh) void navigate({ to: profile ? "/client/dashboard" : "/client/form", replace: true });
  }, [failed, fresh, profile, navigate]);
  return (
    <p className="muted" role="status">
      {t("common.loading")}
    </p>
  );
}
