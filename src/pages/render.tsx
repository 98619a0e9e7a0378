import type { Context } from "hono";
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import type { AssetManifest } from "../assets.ts";
import type { AppEnv } from "../http/types.ts";
import { PageContext } from "./context.tsx";

/** Streams a page to the browser: the head and the top of the body leave before the rest renders. */
export async function renderPage(c: Context<AppEnv>, assets: AssetManifest, page: ReactNode, status: 200 | 404 | 500 = 200) {
  const stream = await renderToReadableStream(
    <PageContext.Provider value={{ user: c.get("user"), path: c.req.path, assets }}>{page}</PageContext.Provider>,
    {
      onError(error) {
        console.error(error);
      },
    },
  );
  // React writes the doctype itself when the root element is <html>.
  return c.body(stream, status, { "Content-Type": "text/html; charset=UTF-8", "Cache-Control": "no-store" });
}
