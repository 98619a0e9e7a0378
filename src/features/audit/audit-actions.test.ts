import { describe, expect, test } from "bun:test";
import { en } from "../../platform/i18n/messages/en.ts";
import { fr } from "../../platform/i18n/messages/fr.ts";
import { AUDIT_ACTIONS } from "./audit-actions.contract.ts";

const catalogues = { en: en as Record<string, string>, fr: fr as Record<string, string> };

describe("every action the audit log records reads in words in the console", () => {
  for (const action of AUDIT_ACTIONS) {
    test(`${action}: a label in English and in French`, () => {
      for (const [locale, messages] of Object.entries(catalogues)) {
        const label = messages[`admin.audit.action.${action}`];
        expect({ locale, label: typeof label === "string" && label.trim() !== "" && label !== action }).toEqual({ locale, label: true });
      }
    });
  }

  test("no label names an action the log no longer records", () => {
    for (const messages of Object.values(catalogues)) {
      const labelled = Object.keys(messages).filter((key) => key.startsWith("admin.audit.action."));
      expect(labelled.map((key) => key.slice("admin.audit.action.".length)).toSorted()).toEqual([...AUDIT_ACTIONS].toSorted());
    }
  });
});
