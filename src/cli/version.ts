import { buildIdentity } from "../platform/version.ts";
import type { Command } from "./command.ts";

export const versionCommand: Command = {
  name: "version",
  summary: "print the version, the commit it was built from and its schema level",
  synopsis: "",
  help: "Prints the product's version, the git commit it was built from, and the schema level\n(the number of migrations) it brings a database to.",
  async run() {
    const { version, commit, schemaLevel } = buildIdentity();
    console.log(`DanceLink ${version} (commit ${commit}), schema level ${schemaLevel}`);
    return 0;
  },
};
