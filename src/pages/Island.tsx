import type { ComponentType } from "react";
import { assetUrl } from "../assets.ts";
import { usePage } from "./context.tsx";

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
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const { assets } = usePage();
  return (
    <>
      <div data-island={name} data-props={JSON.stringify(props)} className="island">
        <Component {...props} />
      </div>
      <script type="module" src={assetUrl(assets, name)} />
    </>
  );
}
