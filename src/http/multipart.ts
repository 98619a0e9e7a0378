import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ZodObject, z } from "zod";
import { invalid, tooLarge, unsupported } from "../domain/errors.ts";
import { rejectControlCharacters } from "./validate.ts";

const MB = 1024 * 1024;

/**
 * An upload route's body: multipart only (anything else is a 415), at most
 * `maxBytes` (413 before the body is read when Content-Length says so).
 */
export function multipartBody(maxBytes: number): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge(`The upload is too large: at most ${Math.floor(maxBytes / MB)} MB in all`);
    },
  });
  return async (c, next) => {
    if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
      throw unsupported("Content-Type must be multipart/form-data");
    }
    return limit(c, next);
  };
}

/** A parsed multipart body: its text fields and files by name. */
export class MultipartForm {
  private constructor(private readonly entries: Record<string, (string | File)[]>) {}

  static async read(c: Context): Promise<MultipartForm> {
    let body: Record<string, string | File | (string | File)[]>;
    try {
      body = await c.req.parseBody({ all: true });
    } catch {
      throw invalid("Request body must be valid multipart form data");
    }
    const entries: Record<string, (string | File)[]> = {};
    for (const [name, value] of Object.entries(body)) entries[name] = Array.isArray(value) ? value : [value];
    return new MultipartForm(entries);
  }

  /**
   * The text fields (one value each) validated by `schema`; a 400 otherwise,
   * with the schema's own message (phrase each to name its field).
   */
  fields<T extends ZodObject>(schema: T): z.output<T> {
    const values: Record<string, string> = {};
    for (const name of Object.keys(schema.shape)) {
      const all = this.entries[name] ?? [];
      if (all.length > 1) throw invalid(`${name} must be sent once`);
      const [value] = all;
      if (value instanceof File) throw invalid(`${name} must be text, not a file`);
      if (value !== undefined) values[name] = value;
    }
    const parsed = schema.safeParse(values);
    if (!parsed.success) throw invalid(parsed.error.issues[0]!.message);
    rejectControlCharacters(parsed.data);
    return parsed.data;
  }

  /**
   * The files sent under any of `names`. A browser sends an empty part for a
   * file input left empty, and scripts send "": both count as no file.
   */
  files(names: readonly string[], label: string): File[] {
    return names.flatMap((name) =>
      (this.entries[name] ?? []).flatMap((value) => {
        if (typeof value === "string") {
          if (value === "") return [];
          throw invalid(`${label} must be a file`);
        }
        return value.size === 0 && !value.name ? [] : [value];
      }),
    );
  }

  /** At most one file under `name`. */
  file(name: string, label: string): File | undefined {
    const files = this.files([name], label);
    if (files.length > 1) throw invalid(`Only one ${label.toLowerCase()} may be uploaded`);
    return files[0];
  }
}
