import { useLocalePath, useT } from "../i18n/react.tsx";
import { Document } from "./layout/Document.tsx";
import { LinkButtons } from "./layout/Sections.tsx";

/**
 * An error page: its status, what happened and where to go from here (home, and the roster
 * when the page asked for is not there). It names no canonical address nor language alternates.
 */
function ErrorPage({ status }: { status: 404 | 500 }) {
  const t = useT();
  const href = useLocalePath();
  const texts = status === 404 ? "notFound" : "serverError";
  const home = { href: href("/"), label: t("public.notFound.home") };
  return (
    <Document title={t(`public.${texts}.title`)} description={t(`public.${texts}.description`)} alternates={false}>
      <section className="container error-page">
        <p className="error-page__code" aria-hidden="true">
          {status}
        </p>
        <h1>{t(`public.${texts}.title`)}</h1>
        <p>{t(`public.${texts}.text`)}</p>
        <LinkButtons links={status === 404 ? [home, { href: href("/artists"), label: t("public.notFound.artists") }] : [home]} />
      </section>
    </Document>
  );
}

/** The 404 page, in the language of the path asked for (an unknown /fr/… path is French). */
export const NotFoundPage = () => <ErrorPage status={404} />;

export const ServerErrorPage = () => <ErrorPage status={500} />;
