import { createRoute, Link } from "@tanstack/react-router";
import type { ClientProfile } from "../../../src/contracts/clients.ts";
import { AGENCY, invoiceFor } from "../../../src/contracts/invoice.ts";
import type { ConfirmedJob } from "../../../src/contracts/jobs.ts";
import { cityLine, dayjs, formatDate, jobHours } from "../../lib/format.ts";
import { JobLoader } from "../../lib/ui/JobView.tsx";
import { JobNotAvailable, useConfirmedBooking } from "../components/ClientJobView.tsx";
import { useClientProfile } from "../data.ts";
import { clientRoute } from "../root.tsx";

const money = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" });
const hours = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(2)} h`;

/** The invoice of a confirmed booking, from the agency to the studio; printable. */
function InvoiceView() {
  const { jobId } = invoiceRoute.useParams();
  const { profile } = useClientProfile();
  return (
    <JobLoader {...useConfirmedBooking(jobId)} loadingText="Loading invoice..." notFound={() => <JobNotAvailable />}>
      {(job) => <InvoiceDocument job={job} profile={profile ?? null} />}
    </JobLoader>
  );
}

function InvoiceDocument({ job, profile }: { job: ConfirmedJob; profile: ClientProfile | null }) {
  const invoice = invoiceFor(job);
  return (
    <div className="page-stack">
      <div className="page-head invoice-actions">
        <Link to="/client/jobs/confirmed/$jobId" params={{ jobId: job._id }} className="btn btn--outline">
          Back to Booking
        </Link>
        <button type="button" className="btn btn--primary" onClick={() => window.print()}>
          Print Invoice
        </button>
      </div>

      <article className="invoice" aria-labelledby="invoice-title">
        <header className="invoice__head">
          <div>
            <p className="invoice__brand">{AGENCY.name}</p>
            <address>
              {AGENCY.address}
              <br />
              {AGENCY.phone} · {AGENCY.email}
            </address>
          </div>
          <div className="invoice__meta">
            <h1 id="invoice-title">Invoice</h1>
            <dl>
              <dt>Invoice no.</dt>
              <dd>{invoice.number}</dd>
              <dt>Date</dt>
              <dd>{dayjs(job.confirmedAt ?? job.createdAt).format("MMM D, YYYY")}</dd>
              <dt>Status</dt>
              <dd>{job.status === "completed" ? "Service completed" : "Booking confirmed"}</dd>
            </dl>
          </div>
        </header>

        <section className="invoice__parties">
          <div>
            <h2 className="invoice__label">Bill to</h2>
            {profile ? (
              <address>
                <strong>{profile.studioName}</strong>
                <br />
                Attn: {profile.studioDirector}
                <br />
                {profile.address}
                <br />
                {profile.contactNumber} · {profile.email}
              </address>
            ) : (
              <address>
                <strong>{job.studioName}</strong>
              </address>
            )}
          </div>
          <div>
            <h2 className="invoice__label">Service location</h2>
            <address>
              {job.address}
              <br />
              {cityLine(job.city)} {job.postalCode}
            </address>
          </div>
        </section>

        <table className="invoice__lines">
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Days</th>
              <th scope="col">Hours per day</th>
              <th scope="col">Rate</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <strong>{job.style} instruction</strong> by {job.username}
                <br />
                <span className="muted">
                  {formatDate(job.startDate)}
                  {job.endDate !== job.startDate && <> – {formatDate(job.endDate)}</>}, {jobHours(job)}
                </span>
              </td>
              <td data-label="Days">{invoice.days}</td>
              <td data-label="Hours per day">{hours(invoice.hoursPerDay)}</td>
              <td data-label="Rate">{money.format(invoice.rate)}/hr</td>
              <td data-label="Amount">{money.format(invoice.total)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                Total hours
              </th>
              <td>{hours(invoice.totalHours)}</td>
            </tr>
            <tr className="invoice__total">
              <th scope="row" colSpan={4}>
                Total due (CAD)
              </th>
              <td>{money.format(invoice.total)}</td>
            </tr>
          </tfoot>
        </table>

        <footer className="invoice__foot">
          <p>
            Payable to {AGENCY.name}. Please quote {invoice.number} with your payment.
          </p>
          <p className="muted">Questions about this invoice? Message us from your dashboard or write to {AGENCY.email}.</p>
        </footer>
      </article>
    </div>
  );
}

export const invoiceRoute = createRoute({ getParentRoute: () => clientRoute, path: "jobs/confirmed/$jobId/invoice", component: InvoiceView });
