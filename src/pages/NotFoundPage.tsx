import { Document } from "./layout/Document.tsx";

export function NotFoundPage() {
  return (
    <Document title="Page not found" description="The page you are looking for does not exist." toaster={false}>
      <section className="container error-page">
        <p className="error-page__code" aria-hidden="true">
          404
        </p>
        <h1>Page not found</h1>
        <p>The page you are looking for does not exist or has moved. It may be an artist who is no longer on our roster.</p>
        <div className="button-row">
          <a className="btn btn--primary" href="/">
            Back to home
          </a>
          <a className="btn btn--outline" href="/artists">
            Browse artists
          </a>
        </div>
      </section>
    </Document>
  );
}

export function ServerErrorPage() {
  return (
    <Document title="Something went wrong" description="An unexpected error occurred." toaster={false}>
      <section className="container error-page">
        <p className="error-page__code" aria-hidden="true">
          500
        </p>
        <h1>Something went wrong</h1>
        <p>We could not show this page. Please try again in a moment.</p>
        <div className="button-row">
          <a className="btn btn--primary" href="/">
            Back to home
          </a>
        </div>
      </section>
    </Document>
  );
}
