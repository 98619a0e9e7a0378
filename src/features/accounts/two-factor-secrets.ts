import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

/**
 * The users' TOTP secrets are stored sealed (AES-256-GCM under a key derived from JWT_SECRET):
 * a copy of the database, a backup included, cannot make anyone's codes without the server's secret.
 */
export function twoFactorSecretBox(serverSecret: string) {
  const key = createHmac("sha256", serverSecret).update("two-factor.secret").digest();
  return {
    /** `iv.tag.ciphertext`, each base64url. */
    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
    },
    /** The secret `seal` made; throws when it was sealed under another key or altered. */
    open(sealed: string): string {
      const [iv, tag, data] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
      const decipher = createDecipheriv("aes-256-gcm", key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(data!), decipher.final()]).toString("utf8");
    },
  };
}
export type TwoFactorSecretBox = ReturnType<typeof twoFactorSecretBox>;
