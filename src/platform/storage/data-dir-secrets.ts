/**
 * The secrets the server generates into DATA_DIR on its first start, by file name (a
 * setting, when set, stands in for its file). A backup carries each one that exists and
 * a restore puts it back (src/features/backups/): without them a restored site would sign everyone
 * out, break its calendar links and unsubscribe links. A feature that generates a secret
 * adds its file here, and only here.
 */
export const JWT_SECRET_FILE = "jwt-secret";

export const DATA_DIR_SECRETS: readonly string[] = [JWT_SECRET_FILE];
