import { ShippedPicture } from "./ShippedPicture.tsx";

/** The phones' layout of the hero and of the auth pages' picture (hero.css): a box taller than wide. */
const PHONE = "(max-width: 575.98px)";

export type HeroPictureName = "artist" | "client";

/**
 * One of the hero's pictures (public/images/hero): AVIF, else WebP, else the
 * JPEG; on phones the 700x700 square the phone layout shows of it (cut at the 78 % its
 * object-position keeps), a tenth of the JPEG's bytes. `priority`: the page's largest
 * paint, fetched first; `lazy`: only when shown (the auth pages hide it on phones).
 */
export function HeroPicture({ name, alt, priority, lazy }: { name: HeroPictureName; alt: string; priority?: boolean; lazy?: boolean }) {
  const base = `/images/hero/${name}`;
  return (
    <ShippedPicture
      src={`${base}.jpg`}
      alt={alt}
      width={1600}
      height={700}
      fetchPriority={priority ? "high" : undefined}
      loading={lazy ? "lazy" : undefined}
      decoding={priority ? undefined : "async"}
    >
      <source media={PHONE} type="image/avif" srcSet={`${base}-phone.avif`} width={700} height={700} />
      <source media={PHONE} type="image/webp" srcSet={`${base}-phone.webp`} width={700} height={700} />
    </ShippedPicture>
  );
}
