/** A message bundle compiled at build time by src/platform/i18n/bundle-plugin.ts: `import("@messages/fr/public")`. */
declare module "@messages/*" {
  const messages: import("./translate.ts").CompiledMessages;
  export default messages;
}
