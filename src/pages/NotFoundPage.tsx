import { Document } from "./layout/Document.tsx";

export function NotFoundPage() {
  return (
    <Document title="Page not found" description="The page you are looking for does not exist.">
      <section className="container error-page">
        <h1>Page not found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <a className="btn btn--primary" href="/">
          Back to home
        </a>
      </section>
    </Document>
  );
}

export function ServerErrorPage() {
  return (
    <Document title="Something went wrong" description="An unexpected error occurred.">
      <section className="container error-page">
        <h1>Something went wrong</h1>
        <p>We could not show this page. Please try again in a moment.</p>
        <a className="btn btn--primary" href="/">
          Back to home
        </a>
      </section>
    </Document>
  );
}
