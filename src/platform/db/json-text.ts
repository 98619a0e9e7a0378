/**
 * JSON the database serialized, known to parse as `T`: sent as it came, so a
 * hot list is neither decoded column by column nor stringified again.
 * The type parameter is only for the reader and the tests.
 */
export type JsonText<T> = string & { readonly parsesAs?: T };

/** A list as JSON text, with the size of the whole list. */
export interface PagedJson<T> {
  json: JsonText<T[]>;
  total: number;
}
