import { mountArea } from "../lib/ui/mount-area.tsx";
import { createAdminRouter } from "./router.tsx";

/** The agency's console. */
void mountArea({ en: () => import("@messages/en/admin"), fr: () => import("@messages/fr/admin") }, () => createAdminRouter());
