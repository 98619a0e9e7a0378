import { artistProfileHref, HEADSHOT_PLACEHOLDER } from "../../public/ArtistCard.tsx";
import { useLocale, useLocalePath, useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { useApiGet, usePerform } from "../../lib/data.ts";
import { Pagination } from "../../lib/ui/Pagination.tsx";
import { Skeleton } from "../../lib/ui/Skeleton.tsx";
import { PageHead } from "../components/PageHead.tsx";
import { shortlistRoute } from "../router.tsx";

/** Artists per page of the shortlist: three rows of four. */
export const SHORTLIST_PAGE_SIZE = 12;

/** The studio's shortlist: the artists it saved with the roster's heart, latest first, each with Remove. */
export function Shortlist() {
  const t = useT();
  const href = useLocalePath();
  const locale = useLocale();
  const perform = usePerform();
  const navigate = shortlistRoute.useNavigate();
  const page = shortlistRoute.useSearch().page;
  const list = useApiGet(client.client.favourites, { query: { page: String(page), limit: String(SHORTLIST_PAGE_SIZE) } });
  const pageCount = Math.max(1, Math.ceil((list.total ?? 0) / SHORTLIST_PAGE_SIZE));

  async function remove(artistId: string) {
    if (await perform(() => call(client.client.favourites[":artistId"].$delete, { param: { artistId } }))) list.reload();
  }

  return (
    <div className="page-stack">
      <PageHead eyebrow={t("client.nav.shortlist")} title={t("client.shortlist.title")} lead={t("client.shortlist.lead")}>
        <a href={href("/artists")} className="btn btn--outline">
          {t("client.shortlist.browse")}
        </a>
      </PageHead>
      {!list.data ? (
        <Skeleton label={t("app.jobList.loading")} />
      ) : list.data.length === 0 ? (
        <div className="empty empty--next">
          <p className="empty__title">{t("client.shortlist.empty")}</p>
          <a href={href("/artists")} className="btn btn--primary btn--sm empty__action">
            {t("client.shortlist.browse")}
          </a>
        </div>
      ) : (
        <ul className="shortlist">
          {list.data.map((artist) => (
            <li key={artist.id} className="card shortlist__item">
              <img src={artist.headshotUrl ?? HEADSHOT_PLACEHOLDER} alt="" width={72} height={96} loading="lazy" />
              <div className="shortlist__body">
                <h2 className="shortlist__name">{artist.user}</h2>
                {artist.artistStyle.length > 0 && <p className="muted">{artist.artistStyle.join(", ")}</p>}
                <div className="button-row">
                  <a className="btn btn--outline btn--sm" href={artistProfileHref(artist.id, locale)}>
                    {t("client.shortlist.profile")}
                  </a>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    aria-label={t("client.shortlist.removeLabel", { name: artist.user })}
                    onClick={() => void remove(artist.id)}
                  >
                    {t("client.shortlist.remove")}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} onChange={(p) => void navigate({ search: { page: p } })} />
    </div>
  );
}
