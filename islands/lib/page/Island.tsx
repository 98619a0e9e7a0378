import { type ComponentType, createContext, useContext } from "react";
import { assetUrl } from "./asset-url.ts";
import { usePage } from "./context.tsx";

/**
 * True while the server renders a page outside any island (src/platform/pages/render.tsx provides it). Everywhere else, in an
 * island's tree on the server or in the browser, an Island is part of the island around it.
 */
export const OutsideIslands = createContext(false);

interface IslandProps<P> {
  /** The island's entry name: islands/**\/<name>.island.tsx. */
  name: string;
  component: ComponentType<P>;
  props: P;
}

/**
 * Renders a component on the server inside a marker the browser hydrates
 * (islands/hydrate.tsx), and loads that island's bundle. Module scripts run
 * once however often they appear, so two islands of one kind load it once.
 * Inside another island it is simply its component: that island hydrates it
 * (a shared card renders the same heart on a static page and in a slider).
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const { assets } = usePage();
  if (!useContext(OutsideIslands)) return <Component {...props} />;
  return (
    <>
      <div data-island={name} data-props={JSON.stringify(props)} className="island">
        <OutsideIslands.Provider value={false}>
          <Component {...props} />
        </OutsideIslands.Provider>
      </div>
      <script type="module" src={assetUrl(assets, name)} />
    </>
  );
}
