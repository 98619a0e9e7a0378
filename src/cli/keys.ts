import { loadConfig } from "../platform/config.ts";
import { createFileStore } from "../platform/storage/index.ts";
import { forgetPreviousKeyFile, replaceKeyFile } from "../platform/storage/master-keys.ts";
import { rewrapKeptFiles } from "../platform/storage/seal-pass.ts";
import { type Command, UsageError } from "./command.ts";

/**
 * `keys rotate`: every private file's key wrapped again under a new master key. With
 * DATA_ENCRYPTION_KEY set, the new key is that setting and the old one is given in
 * DATA_ENCRYPTION_KEY_PREVIOUS (or is the generated DATA_DIR/encryption-key, when moving
 * to the setting). Without it, a new key is generated into DATA_DIR/encryption-key, the old
 * one kept in DATA_DIR/encryption-key.previous until every file is rewrapped; a rotation
 * that stopped half-way is resumed by running it again.
 */
async function rotate(): Promise<number> {
  const config = loadConfig();
  const generated = config.dataEncryption.key === undefined;
  if (generated) {
    const made = await replaceKeyFile(config.dataDir);
    console.log(made ? "A new master key is in DATA_DIR/encryption-key." : "Resuming the rotation that stopped: encryption-key.previous is still there.");
  }
  const report = await rewrapKeptFiles(createFileStore(config));
  if (generated) await forgetPreviousKeyFile(config.dataDir);
  console.log(
    `Private files under the current master key: ${report.rewrapped} rewrapped, ${report.sealed} sealed for the first time, ${report.current} already under it.`,
  );
  if (!generated) console.log("Every file now opens with DATA_ENCRYPTION_KEY alone: DATA_ENCRYPTION_KEY_PREVIOUS can be removed.");
  return 0;
}

export const keysCommand: Command = {
  name: "keys",
  summary: "rotate the master key private files are sealed under",
  synopsis: "rotate",
  help: [
    "Wraps every private file's key again under a new master key; the files' contents are",
    "not read or rewritten, only their headers. With DATA_ENCRYPTION_KEY set, that is the new",
    "key and DATA_ENCRYPTION_KEY_PREVIOUS (comma-separated) holds the old one: start the",
    "instances with both, run this, then drop the previous one. Without it, a new key is",
    "generated into DATA_DIR/encryption-key (stop the server first: it keeps the key it read);",
    "the old one stays in DATA_DIR/encryption-key.previous until every file is rewrapped, and",
    "running this again resumes a rotation that stopped. Back up the new key with the data.",
  ].join("\n"),
  async run({ positionals: [action, ...extra] }) {
    if (action !== "rotate") throw new UsageError(action === undefined ? "Say what to do: rotate." : `Unknown action ${action}: rotate.`);
    if (extra.length > 0) throw new UsageError(`Unexpected argument ${extra[0]}.`);
    return rotate();
  },
};
