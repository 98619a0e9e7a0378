import { join } from "node:path";
import { Hono } from "hono";
import { serveStatic } from "hono/bun";
import { compress } from "hono/compress";
import { projectPath } from "../runtime-files.ts";
import type { FileStore } from "../storage/file-store.ts";
import { isPublicKey } from "../storage/file-store.ts";
import type { AppEnv } from "./types.ts";

const PUBLIC_DIR = projectPath("public");
const IMMUTABLE = "public, max-age=31536000, immutable";
const PUBLIC_UPLOAD = "public, max-age=3600";

/** Shipped images and fonts, hashed bundles, and public uploads. */
export function staticRoutes(files: FileStore) {
  const app = new Hono<AppEnv>();
  // Bundle names carry their content hash: cache them for a year. The build wrote .br and .gz beside each.
  app.use(
    "/assets/*",
    serveStatic({
      root: join(PUBLIC_DIR, "build"),
      precompressed: true,
      rewriteRequestPath: (p) => p.replace(/^\/assets/, ""),
      onFound: (_path, c) => {
        c.header("Cache-Control", IMMUTABLE);
      },
    }),
  );
  // The logos are SVG text (11 KB, 4 KB gzipped) on every page, the navbar's in the first paint.
  // Images and fonts are already compressed: compress() leaves them alone by their type.
  for (const prefix of ["/images/*", "/fonts/*", "/favicon.svg"]) {
    app.use(
      prefix,
      compress(),
      serveStatic({
        root: PUBLIC_DIR,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=86400");
        },
      }),
    );
  }
  // Public uploads: catalog images, and approved artists' headshots and resumes
  // (until approval they live under private/, never served here). A picture
  // is shown where a page draws it; anything else (a résumé) is downloaded, never
  // opened as a page of this site.
  app.get("/files/:name", async (c) => {
    const key = `public/${c.req.param("name")}`;
    if (!isPublicKey(key)) return c.notFound();
    const file = await files.get(key);
    if (!file) return c.notFound();
    return c.body(file.body, 200, {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": file.contentType.startsWith("image/") ? "inline" : "attachment",
      // Keys are never reused (a replaced headshot gets a new key), but a rejected
      // artist's files leave public/: shared caches must not keep them for long.
      "Cache-Control": PUBLIC_UPLOAD,
      "Cross-Origin-Resource-Policy": "same-origin",
    });
  });
  return app;
}
