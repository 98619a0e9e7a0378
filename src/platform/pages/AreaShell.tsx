import { assetUrl, modulePreloads } from "../assets/assets.ts";
import type { MessageKey } from "../i18n/messages/en.ts";
import { useT } from "../i18n/react.tsx";
import { usePage } from "../../../islands/lib/page/context.tsx";
import type { DrawnScreen } from "./area-screen.tsx";
import { Document } from "./layout/Document.tsx";

export type Area = "client" | "artist" | "admin";

const TITLES: Record<Area, MessageKey> = {
  client: "common.area.client",
  artist: "common.area.artist",
  admin: "common.area.admin",
};

/**
 * The server half of a dashboard: the shared layout around the root that the area's
 * TanStack Router app (islands/<area>/app.tsx) renders into. At an area's landing address
 * the root holds the screen the server drew (`drawn`); elsewhere it says "Loading". Either way
 * everything the app loads before its first drawing is asked for with the page (no waterfall).
 */
export function AreaShell({ area, drawn = null }: { area: Area; drawn?: DrawnScreen | null }) {
  const { assets, locale, user } = usePage();
  const t = useT();
  const title = t(TITLES[area]);
  const content = drawn
    ? { dangerouslySetInnerHTML: { __html: drawn.html } }
    : {
        children: (
          <p className="area__loading" role="status">
            {t("common.loading")}
          </p>
        ),
      };
  return (
    <Document title={title} description={t("common.area.description", { area: title })} alternates={false} footer="app" areaStyles app={area}>
      {/* The session's user, which the area stores in place of another account's (islands/lib/state.ts sessionUserAtom). */}
      <div
        id="area-root"
        data-area={area}
        data-user={user ? JSON.stringify({ role: user.role, userId: user.userId, name: user.name }) : undefined}
        data-drawn={drawn ? "" : undefined}
        // A drawing of the screen, not yet the screen: its menus and buttons answer once the app has
        // replaced it (mountArea), and until then nothing in it takes a click, a key or the focus.
        inert={drawn ? true : undefined}
        data-artist-check={drawn?.artistCheck ? JSON.stringify(drawn.artistCheck) : undefined}
        className="area"
        {...content}
      />
      {/* A drawn screen paints without them: asked for first, the app's 150 KB shared a phone's bandwidth
          with the stylesheets and held that paint back a second. Asked for at low priority they come after
          it, and the screen's own chunks with them: found one import after another, they held its data back. */}
      {modulePreloads(assets, area, locale, drawn !== null).map((href) => (
        <link key={href} rel="modulepreload" href={href} fetchPriority={drawn ? "low" : undefined} />
      ))}
      <script type="module" src={assetUrl(assets, area)} />
    </Document>
  );
}
