/** Methods that change nothing and carry no body: CSRF and body checks skip them. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);
