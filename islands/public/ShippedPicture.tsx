import type { ImgHTMLAttributes, ReactNode } from "react";

/** A JPEG shipped in public/images (a catalogue's default picture, a page's illustration), not an upload. */
export function isShippedJpeg(src: string): boolean {
  return src.startsWith("/images/") && src.endsWith(".jpg");
}

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "children"> & {
  src: string;
  alt: string;
  /** `<source>`s tried before the formats (a phone's crop: HeroPicture). */
  children?: ReactNode;
};

/**
 * An image, in AVIF or WebP when it is one the product ships: each JPEG in
 * public/images has both beside it (a fifth to a third of its bytes; CREDITS.md
 * says how they were made). An upload's address is drawn as it is.
 */
export function ShippedPicture({ src, alt, children, ...img }: ImgProps) {
  if (!isShippedJpeg(src)) return <img src={src} alt={alt} {...img} />;
  const base = src.slice(0, -".jpg".length);
  return (
    <picture>
      {children}
      <source type="image/avif" srcSet={`${base}.avif`} />
      <source type="image/webp" srcSet={`${base}.webp`} />
      <img src={src} alt={alt} {...img} />
    </picture>
  );
}
