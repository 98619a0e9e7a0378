import { Link } from "@tanstack/react-router";

/** A job that cannot be shown: unknown, another studio's, or the server did not answer. */
export function JobNotAvailable() {
  return (
    <section className="card state-card" role="alert">
      <h1>Job not available</h1>
      <p className="muted">This job does not exist or is not one of yours.</p>
      <Link to="/client/my-bookings" className="btn btn--primary">
        Back to Bookings
      </Link>
    </section>
  );
}
