import { describe, expect, test } from "bun:test";
import { base32Decode, base32Encode, hotp, matchingStep, otpauthUri, qrSvg, timeStep, totpAt } from "./totp.ts";

// RFC 6238, Appendix B: the SHA-1 rows, secret the 20 ASCII bytes "12345678901234567890", 8 digits.
const RFC_SECRET = new TextEncoder().encode("12345678901234567890") as Uint8Array<ArrayBuffer>;
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP against RFC 6238's test vectors", () => {
  test.each(RFC_VECTORS)("at %d s the 8-digit code is %s", async (seconds, code) => {
    expect(await hotp(RFC_SECRET, timeStep(seconds * 1000), 8)).toBe(code);
  });

  test.each(RFC_VECTORS)("at %d s the 6-digit code is the last six of %s", async (seconds, code) => {
    expect(await totpAt(base32Encode(RFC_SECRET), timeStep(seconds * 1000))).toBe(code.slice(-6));
  });

  test("the code of a moment matches its step, a step either side counts, two steps off do not", async () => {
    const secret = base32Encode(RFC_SECRET);
    const at = 1111111111 * 1000;
    const step = timeStep(at);
    expect(await matchingStep(secret, await totpAt(secret, step), at)).toBe(step);
    expect(await matchingStep(secret, await totpAt(secret, step + 1), at)).toBe(step + 1);
    expect(await matchingStep(secret, await totpAt(secret, step - 1), at)).toBe(step - 1);
    expect(await matchingStep(secret, await totpAt(secret, step + 2), at)).toBeNull();
    expect(await matchingStep(secret, "12345a", at)).toBeNull();
  });
});

describe("secrets, their address and QR code", () => {
  test("base32 round-trips and reads RFC 4648's example", () => {
    expect(base32Encode(new TextEncoder().encode("foobar"))).toBe("MZXW6YTBOI");
    expect(new TextDecoder().decode(base32Decode("mzxw 6ytb oi=="))).toBe("foobar");
    expect(() => base32Decode("MZ1W")).toThrow();
  });

  test("the otpauth address names the issuer, the account and the algorithm", () => {
    const uri = otpauthUri("MZXW6YTBOI", "maya@example.com");
    expect(uri).toBe("otpauth://totp/DanceLink:maya%40example.com?secret=MZXW6YTBOI&issuer=DanceLink&algorithm=SHA1&digits=6&period=30");
  });

  test("the QR code is an SVG drawn here", async () => {
    const svg = await qrSvg(otpauthUri("MZXW6YTBOI", "maya@example.com"));
    expect(svg).toStartWith("<svg");
    expect(svg).toContain("<path");
  });
});
