import { mountArea } from "../lib/ui/mount-area.tsx";
import { createClientRouter } from "./router.tsx";

/** Entry of the studio area. */
void mountArea({ en: () => import("@messages/en/client"), fr: () => import("@messages/fr/client") }, () => createClientRouter());
