import { expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { isShippedJpeg, ShippedPicture } from "./ShippedPicture.tsx";

const IMAGES = new URL("../../public/images/", import.meta.url);

test("a shipped JPEG comes as AVIF, else WebP, else itself, with the image's own attributes", () => {
  const html = renderToStaticMarkup(<ShippedPicture src="/images/services/workshops.jpg" alt="" width={800} height={600} loading="lazy" />);
  expect(html).toBe(
    '<picture><source type="image/avif" srcSet="/images/services/workshops.avif"/><source type="image/webp" srcSet="/images/services/workshops.webp"/>' +
      '<img src="/images/services/workshops.jpg" alt="" width="800" height="600" loading="lazy"/></picture>',
  );
});

test("an upload's address is drawn as it is: nothing says it has other formats", () => {
  for (const src of ["/media/public/headshots/0190.jpg", "https://bucket.example/services/a.jpg", "/images/logo.svg"]) {
    expect(renderToStaticMarkup(<ShippedPicture src={src} alt="A studio" loading="lazy" />)).toBe(`<img src="${src}" alt="A studio" loading="lazy"/>`);
  }
});

test("every JPEG the product ships has its AVIF and WebP beside it, smaller than it", async () => {
  const jpegs = readdirSync(IMAGES, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".jpg"));
  expect(jpegs.length).toBeGreaterThan(10);
  for (const jpeg of jpegs) {
    expect(isShippedJpeg(`/images/${jpeg}`)).toBe(true);
    const size = Bun.file(new URL(jpeg, IMAGES)).size;
    for (const ext of [".avif", ".webp"]) {
      const sibling = Bun.file(new URL(jpeg.replace(/\.jpg$/, ext), IMAGES));
      expect({ jpeg, ext, exists: await sibling.exists() }).toEqual({ jpeg, ext, exists: true });
      expect(sibling.size).toBeLessThan(size);
    }
  }
});
