/** 256 random bits as base64url: the secret of a session cookie or a mailed link, or an unusable password hash's filler. */
export const randomSecret = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
