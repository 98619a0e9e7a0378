import { Hono } from "hono";
import type { AssetManifest } from "../../../platform/assets/assets.ts";
import type { PlatformDeps } from "../../../platform/deps.ts";
import type { AppEnv } from "../../../platform/http/types.ts";
import { LOCALES } from "../../../platform/i18n/locales.ts";
import { localizePath } from "../../../platform/i18n/paths.ts";
import { renderPage } from "../../../platform/pages/render.tsx";
import { getPolicy, getPrivacySettings, policyText } from "../policies.ts";
import { POLICY_KINDS } from "../privacy-kinds.contract.ts";
import { PolicyPage } from "./PolicyPage.tsx";

/**
 * `/terms`, `/privacy`, `/cookies` in each language: the version in force, read for each request (a
 * publication shows at once on every instance, and the pages are rare next to the roster's).
 */
export function policyPageRoutes(deps: PlatformDeps, assets: AssetManifest) {
  const pages = new Hono<AppEnv>();
  for (const locale of LOCALES) {
    for (const kind of POLICY_KINDS) {
      pages.get(localizePath(locale, `/${kind}`), async (c) => {
        const [policy, settings] = await Promise.all([getPolicy(deps.db, kind), getPrivacySettings(deps.db)]);
        const text = policyText(policy, locale, settings.legalName);
        return renderPage(c, assets, <PolicyPage policy={policy} text={text} {...(kind === "privacy" ? { officer: settings.officer } : {})} />);
      });
    }
  }
  return pages;
}
