import { defineConfig } from "drizzle-kit";

// Only `bun run db:generate` reads this: it diffs db/schema.ts against the committed
// migrations and writes the next one. The server applies them at start (src/platform/db/client.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
