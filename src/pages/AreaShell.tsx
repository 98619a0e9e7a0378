import { assetUrl, modulePreloads } from "../assets.ts";
import type { MessageKey } from "../i18n/messages/en.ts";
import { useT } from "../i18n/react.tsx";
import { usePage } from "./context.tsx";
import { Document } from "./layout/Document.tsx";

export type Area = "client" | "artist" | "admin";

const TITLES: Record<Area, MessageKey> = {
  client: "common.area.client",
  artist: "common.area.artist",
  admin: "common.area.admin",
};

/**
 * The modules of what each area's landing address shows (islands/<area>/router.tsx): their chunks come with
 * the entry's, where the router would ask for them only once the entry has run. A renamed module
 * fails scripts/bundle-sizes.test.tsx.
 */
export const LANDING_SCREENS: Record<string, readonly string[]> = {
  "/client/dashboard": ["client/pages/Dashboard"],
  "/artist/dashboard": ["artist/Layout", "artist/pages/DashboardPage"],
  "/admin": ["admin/Layout", "admin/pages/Dashboard"],
};

/**
 * The server half of a dashboard: the shared layout around an empty root that the
 * area's TanStack Router app (islands/<area>/app.tsx) renders into, with its entry and
 * everything that entry loads at once asked for together (no waterfall).
 */
export function AreaShell({ area }: { area: Area }) {
  const { assets, locale, user, path } = usePage();
  const t = useT();
  const title = t(TITLES[area]);
  return (
    <Document title={title} description={t("common.area.description", { area: title })} alternates={false} footer="app" areaStyles>
      {/* The session's user, which the area stores in place of another account's (islands/lib/state.ts sessionUserAtom). */}
      <div
        id="area-root"
        data-area={area}
        data-user={user ? JSON.stringify({ role: user.role, userId: user.userId, name: user.name }) : undefined}
        className="area"
      >
        <p className="area__loading" role="status">
          {t("common.loading")}
        </p>
      </div>
      {modulePreloads(assets, area, locale, LANDING_SCREENS[path]).map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={assetUrl(assets, area)} />
    </Document>
  );
}
