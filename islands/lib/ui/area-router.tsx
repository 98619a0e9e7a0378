import { type AnyRoute, createRoute, lazyRouteComponent, type RouteComponent } from "@tanstack/react-router";
import type { ComponentType } from "react";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { type PageSearch, pageSearch } from "./search.ts";
import { Skeleton } from "./Skeleton.tsx";

/**
 * A route's component from a screen in its own chunk that takes props the route
 * reads (its search, its params; a `key` starts the screen afresh when it changes):
 * `component: lazyScreen(() => import("./pages/Jobs.tsx"), "JobsPage", (): JobsSearch => jobsRoute.useSearch())`
 * (the hook's return type written out: it reads the route being defined). A screen
 * without props is simply `lazyRouteComponent(() => import("./pages/X.tsx"), "X")`.
 * Either way the router fetches the chunk before it shows the screen, and on a
 * link's hover or focus.
 */
export function lazyScreen<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  useProps: () => P & { key?: string },
): RouteComponent {
  const Screen = lazyRouteComponent(load, name) as unknown as ComponentType<P> & { preload?: () => Promise<void> | undefined };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route, when the route tree is built, never during a render
  const Routed: RouteComponent = () => {
    const { key, ...props } = useProps();
    return <Screen key={key} {...(props as P)} />;
  };
  // Loaded, the lazy component drops its `preload`: read it at each call.
  Routed.preload = () => Screen.preload?.();
  return Routed;
}

/**
 * The routes of screens without props under one parent, each in its own chunk:
 * `const screen = screensUnder(() => areaRoute);`
 * `screen("jobs/details/$jobId", () => import("./pages/JobDetails.tsx"), "JobDetails")`
 * (such a screen reads its params and search through its route).
 */
export function screensUnder<TParentRoute extends AnyRoute>(getParentRoute: () => TParentRoute) {
  return <TPath extends string, K extends string>(path: TPath, load: () => Promise<Record<K, ComponentType>>, name: K) =>
    createRoute({ getParentRoute, path, component: lazyRouteComponent(load, name) });
}

/** The routes of screens that read a search of their own (`validateSearch` parses it) through their route, under one parent. */
export function searchScreensUnder<TParentRoute extends AnyRoute>(getParentRoute: () => TParentRoute) {
  return <TPath extends string, TSearch, K extends string>(
    path: TPath,
    validateSearch: (search: Record<string, unknown>) => TSearch,
    load: () => Promise<Record<K, ComponentType>>,
    name: K,
  ) => createRoute({ getParentRoute, path, validateSearch, component: lazyRouteComponent(load, name) });
}

/** The routes of screens of a list paged by `?page=` under one parent, each given its page as a prop, in its own chunk. */
export function pagedScreensUnder<TParentRoute extends AnyRoute>(getParentRoute: () => TParentRoute) {
  return <TPath extends string, K extends string>(path: TPath, load: () => Promise<Record<K, ComponentType<PageSearch>>>, name: K) => {
    const route = createRoute({ getParentRoute, path, validateSearch: pageSearch, component: lazyScreen(load, name, (): PageSearch => route.useSearch()) });
    return route;
  };
}

/**
 * What a dashboard shows in place of a screen whose chunk is still on its way: the
 * page-shaped skeleton the screens show while their data loads, so nothing jumps.
 */
export function ScreenSkeleton() {
  const t = useT();
  return <Skeleton variant="page" label={t("common.loading")} />;
}

/**
 * The options every dashboard's router shares: a screen's chunk is fetched when a
 * link to it is hovered or focused (it is there by the click), and while it comes
 * the screen skeleton stands in for it after a moment (none for a chunk already
 * loaded or quick to come).
 */
export const AREA_ROUTER_OPTIONS = {
  scrollRestoration: true,
  defaultPreload: "intent",
  defaultPendingComponent: ScreenSkeleton,
  defaultPendingMs: 150,
  defaultPendingMinMs: 300,
} as const;
