import { Link } from "@tanstack/react-router";
import { MAX_PREFERRED_ARTISTS, type PreferredArtist } from "../../../src/features/jobs/jobs.contract.ts";
import { useLocalePath, useT } from "../../../src/platform/i18n/react.tsx";
import { client } from "../../lib/api.ts";
import { useApiGet } from "../../lib/data.ts";

interface PreferredArtistsFieldProps {
  /** The ids ticked. */
  value: string[];
  onChange(ids: string[]): void;
  /** The job's preferred artists as it was saved: still offered when they have left the shortlist since. */
  saved: PreferredArtist[];
}

/**
 * The job form's preferred artists: the studio ticks artists of its shortlist, at most
 * MAX_PREFERRED_ARTISTS; the agency sees them first and they hear of the job.
 */
export function PreferredArtistsField({ value, onChange, saved }: PreferredArtistsFieldProps) {
  const t = useT();
  const href = useLocalePath();
  // Optional to posting: a shortlist that cannot load leaves the field empty, without a toast.
  const shortlist = useApiGet(client.client.favourites, { query: {} }, { fallback: null });
  const choices = new Map<string, string>(saved.map((a) => [a.id, a.name]));
  for (const artist of shortlist.data ?? []) choices.set(artist.id, artist.user);
  const full = value.length >= MAX_PREFERRED_ARTISTS;
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));

  return (
    <fieldset className="form__section">
      <legend>{t("client.jobForm.preferred.legend")}</legend>
      <p className="field__hint">{t("client.jobForm.preferred.hint")}</p>
      {shortlist.data && choices.size === 0 ? (
        <p className="field__hint">
          {t("client.jobForm.preferred.empty")} <a href={href("/artists")}>{t("client.shortlist.browse")}</a>
        </p>
      ) : (
        <>
          <ul className="preferred-artists">
            {[...choices].map(([id, name]) => {
              const ticked = value.includes(id);
              return (
                <li key={id}>
                  <label>
                    <input type="checkbox" checked={ticked} disabled={!ticked && full} onChange={(e) => toggle(id, e.target.checked)} />
                    <span>{name}</span>
                  </label>
                </li>
              );
            })}
          </ul>
          <Link to="/client/shortlist" className="link-arrow">
            {t("client.shortlist.title")}
          </Link>
        </>
      )}
    </fieldset>
  );
}
