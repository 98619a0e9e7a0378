import { mountArea } from "../lib/ui/mount-area.tsx";
import { createClientRouter } from "./router.tsx";

/** Entry of the studio area. */
void mountArea("client", () => createClientRouter());
