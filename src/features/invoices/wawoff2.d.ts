/** The part of wawoff2 (a dependency without types) the invoice PDF uses: WOFF2 bytes to TrueType bytes. */
declare module "wawoff2" {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
