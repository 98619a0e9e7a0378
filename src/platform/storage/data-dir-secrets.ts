/**
 * The secrets the server generates into DATA_DIR on its first start, by file name (a
 * setting, when set, stands in for its file). A backup carries each one that exists and
 * a restore puts it back (src/features/backups/): without them a restored site would sign everyone
 * out, break its calendar links and unsubscribe links, and could not open its private documents.
 * A feature that generates a secret adds its file here, and only here.
 */
export const JWT_SECRET_FILE = "jwt-secret";

/** The master key private files are sealed under (src/platform/storage/master-keys.ts), unless DATA_ENCRYPTION_KEY is set. */
export const ENCRYPTION_KEY_FILE = "encryption-key";
/** The master key a rotation is moving files away from; gone once every file is under the new one. */
export const PREVIOUS_ENCRYPTION_KEY_FILE = "encryption-key.previous";

/** Web Push's VAPID key pair (JSON), when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: browsers' subscriptions are bound to its public key. */
export const VAPID_KEYS_FILE = "vapid-keys.json";

export const DATA_DIR_SECRETS: readonly string[] = [JWT_SECRET_FILE, ENCRYPTION_KEY_FILE, PREVIOUS_ENCRYPTION_KEY_FILE, VAPID_KEYS_FILE];
