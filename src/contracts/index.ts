export * from "./envelope.ts";
export * from "./roles.ts";
export * from "./fields.ts";
export * from "./auth.ts";
export * from "./contact.ts";
export * from "./catalog.ts";
export * from "./artists.ts";
export * from "./pagination.ts";
