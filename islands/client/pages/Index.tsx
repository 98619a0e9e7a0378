import { createRoute, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { useClientProfile } from "../data.ts";
import { goToLogin } from "../feedback.ts";
import { clientRoute } from "../root.tsx";

/** SPEC §2 index: a profile goes to the dashboard, none to the form, an error to /login. */
function ClientIndex() {
  const navigate = useNavigate();
  const { profile, fresh, failed } = useClientProfile();
  useEffect(() => {
    if (failed) goToLogin();
    else if (fresh) void navigate({ to: profile ? "/client/dashboard" : "/client/form", replace: true });
  }, [failed, fresh, profile, navigate]);
  return (
    <p className="muted" role="status">
      Loading...
    </p>
  );
}

export const indexRoute = createRoute({ getParentRoute: () => clientRoute, path: "/", component: ClientIndex });
