const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** Fields whose value is a secret whatever it holds: never written, at any depth. */
const SECRET_KEY = /pass(word)?|hash|token|cookie|authorization|secret|api[-_]?key/i;
export const REDACTED = "[redacted]";

/**
 * A failed query's error (drizzle's "Failed query: … params: …") carries the
 * values it was sent: password hashes, e-mail addresses, chat text. The query's
 * text stays (it says what failed), its parameters never reach the log; a stack
 * repeats the message, so its parameters go too.
 */
const QUERY_PARAMS = /(\bparams: )[\s\S]*?(?=\n\s+at |$)/g;

const scrubText = (text: string) => text.replace(QUERY_PARAMS, `$1${REDACTED}`);

/** `value` fit for a log line: secrets by key redacted, query parameters cut, errors as their name, message and code. */
export function redact(value: unknown, seen = new WeakSet<object>()): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object") return value;
  if (seen.has(value)) return "[circular]";
  seen.add(value);
  if (value instanceof Error) {
    const code = (value as { code?: unknown }).code;
    return { name: value.name, message: scrubText(value.message), ...(code === undefined ? {} : { code }) };
  }
  if (Array.isArray(value)) return value.map((item) => redact(item, seen));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? REDACTED : redact(item, seen)]));
}

export type LogSink = (line: string, level: Exclude<LogLevel, "silent">) => void;

/** Warnings and errors on stderr, the rest on stdout. */
const processSink: LogSink = (line, level) => (level === "error" || level === "warn" ? process.stderr : process.stdout).write(line);

/** One JSON line per event on stdout/stderr: what container log collectors expect. Every line goes through `redact`. */
export function createLogger(level: LogLevel = "info", sink: LogSink = processSink): Logger {
  const threshold = LEVELS[level];
  const write = (lvl: Exclude<LogLevel, "silent">, msg: string, fields?: Record<string, unknown>) => {
    if (LEVELS[lvl] < threshold) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: lvl, msg: scrubText(msg), ...(fields && (redact(fields) as object)) });
    sink(`${line}\n`, lvl);
  };
  return {
    debug: (m, f) => write("debug", m, f),
    info: (m, f) => write("info", m, f),
    warn: (m, f) => write("warn", m, f),
    error: (m, f) => write("error", m, f),
  };
}
