/**
 * The methods our routes change state with: only these carry a body and need
 * the CSRF and body checks. Reads (GET, HEAD, OPTIONS) never meet them, and no
 * route answers any other method.
 */
export const STATE_CHANGING_METHODS = ["POST", "PUT", "PATCH", "DELETE"];
