import { useSyncExternalStore } from "react";
import type { Role } from "../../src/platform/contract/roles.ts";
import { useLocalePath, useT } from "../../src/platform/i18n/react.tsx";
import { usePage } from "../lib/page/context.tsx";
import { Heart } from "./icons.tsx";
import { heartState, setFavourite, subscribeShortlist } from "./shortlist-store.ts";

interface FavouriteButtonProps {
  artistId: string;
  /** The artist's name, in the control's accessible name. */
  name: string;
}

/**
 * The page's signed-in role: the server's session while it renders, the role it wrote on `<html>` in the browser
 * (src/platform/pages/layout/Document.tsx), so hydration renders what the server did.
 */
function usePageRole(): Role | undefined {
  const { user } = usePage();
  if (typeof document === "undefined") return user?.role;
  return document.documentElement.dataset.role as Role | undefined;
}

/**
 * The shortlist's heart on a roster card and a profile: a studio saves or removes the artist; a visitor is
 * led to log in; an artist or the agency has no shortlist, so no heart.
 */
export function FavouriteButton({ artistId, name }: FavouriteButtonProps) {
  const role = usePageRole();
  const t = useT();
  const href = useLocalePath();
  if (role === "client") return <StudioHeart artistId={artistId} name={name} />;
  if (role) return null;
  return (
    <a className="icon-btn favourite" href={href("/login")} aria-label={t("public.favourite.login", { name })}>
      <Heart />
    </a>
  );
}

function StudioHeart({ artistId, name }: FavouriteButtonProps) {
  const t = useT();
  // Loading on the server and while hydrating: the page is the same for every studio.
  const state = useSyncExternalStore(
    subscribeShortlist,
    () => heartState(artistId),
    () => "loading",
  );
  const pressed = state === "saved";
  return (
    <button
      type="button"
      className="icon-btn favourite"
      aria-pressed={pressed}
      aria-label={t(pressed ? "public.favourite.remove" : "public.favourite.save", { name })}
      disabled={state === "loading"}
      onClick={() => void setFavourite(artistId, !pressed, t("public.favourite.failed"))}
    >
      <Heart fill={pressed ? "currentColor" : "none"} />
    </button>
  );
}
