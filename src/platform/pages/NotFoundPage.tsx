import { useLocalePath, useT } from "../i18n/react.tsx";
import { Document } from "./layout/Document.tsx";

/** The 404 page, in the language of the path asked for (an unknown /fr/… path is French). */
export function NotFoundPage() {
  const t = useT();
  const href = useLocalePath();
  return (
    <Document title={t("public.notFound.title")} description={t("public.notFound.description")} alternates={false}>
      <section className="container error-page">
        <p className="error-page__code" aria-hidden="true">
          404
        </p>
        <h1>{t("public.notFound.title")}</h1>
        <p>{t("public.notFound.text")}</p>
        <div className="button-row">
          <a className="btn btn--primary" href={href("/")}>
            {t("public.notFound.home")}
          </a>
          <a className="btn btn--outline" href={href("/artists")}>
            {t("public.notFound.artists")}
          </a>
        </div>
      </section>
    </Document>
  );
}

export function ServerErrorPage() {
  const t = useT();
  const href = useLocalePath();
  return (
    <Document title={t("public.serverError.title")} description={t("public.serverError.description")} alternates={false}>
      <section className="container error-page">
        <p className="error-page__code" aria-hidden="true">
          500
        </p>
        <h1>{t("public.serverError.title")}</h1>
        <p>{t("public.serverError.text")}</p>
        <div className="button-row">
          <a className="btn btn--primary" href={href("/")}>
            {t("public.notFound.home")}
          </a>
        </div>
      </section>
    </Document>
  );
}
