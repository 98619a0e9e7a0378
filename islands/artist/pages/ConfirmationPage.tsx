import { Link } from "@tanstack/react-router";

/** SPEC §2: standalone page after applying, and for every status other than approved. */
export function ConfirmationPage() {
  return (
    <section className="aa-standalone">
      <div className="card card--padded aa-confirm">
        <div className="aa-confirm__icon" aria-hidden="true">
          ✓
        </div>
        <h1>Form Submitted Successfully</h1>
        <p className="aa-confirm__wait">Wait For Approval</p>
        <p className="muted">
          Our team reviews every application and its documents, usually within two business days. Once you are approved, your dashboard opens with the jobs
          offered to you.
        </p>
        <div className="button-row aa-center">
          <Link to="/artist" className="btn btn--primary">
            Check my status
          </Link>
          <a href="/" className="btn btn--outline">
            Back to home
          </a>
        </div>
      </div>
    </section>
  );
}
