import { createRoute, Link } from "@tanstack/react-router";
import { clientRoute } from "../root.tsx";

/** SPEC §2 confirmation-page. */
function Confirmation() {
  return (
    <section className="card state-card">
      <div className="state-card__icon" aria-hidden="true">
        ✓
      </div>
      <h1>Form Submitted Successfully</h1>
      <p className="muted">Your studio is registered. You can now post jobs and follow your bookings.</p>
      <Link to="/client/dashboard" className="btn btn--primary">
        Go to Client Dashboard
      </Link>
    </section>
  );
}

export const confirmationRoute = createRoute({ getParentRoute: () => clientRoute, path: "confirmation-page", component: Confirmation });
