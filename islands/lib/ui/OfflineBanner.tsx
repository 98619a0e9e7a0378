import { useSyncExternalStore } from "react";
import { useT } from "../../../src/platform/i18n/react.tsx";

function watchConnection(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Says, while the device is offline, that the screen shows its last data and that changes wait. */
export function OfflineBanner() {
  const t = useT();
  const online = useSyncExternalStore(
    watchConnection,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div role="status" className="offline-banner-region">
      {!online && <p className="offline-banner">{t("app.offline.banner")}</p>}
    </div>
  );
}
