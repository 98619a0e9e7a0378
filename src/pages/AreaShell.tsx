import { assetUrl } from "../assets.ts";
import { usePage } from "./context.tsx";
import { Document } from "./layout/Document.tsx";

export type Area = "client" | "artist" | "admin";

const TITLES: Record<Area, string> = {
  client: "Studio dashboard",
  artist: "Artist dashboard",
  admin: "Admin console",
};

/**
 * The server half of a dashboard: the shared layout around an empty root that the
 * area's TanStack Router app (islands/<area>/app.tsx) renders into.
 */
export function AreaShell({ area }: { area: Area }) {
  const { assets } = usePage();
  return (
    <Document title={TITLES[area]} description={`${TITLES[area]} of DanceLink, the dance education marketplace.`}>
      <div id="area-root" data-area={area} className="area">
        <p className="area__loading" role="status">
          Loading...
        </p>
      </div>
      <script type="module" src={assetUrl(assets, area)} />
    </Document>
  );
}
