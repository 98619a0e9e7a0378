import { AccountSettings } from "../../lib/account/AccountSettings.tsx";
import { NotificationsPage } from "../../lib/notifications/NotificationsPage.tsx";

/** Account settings, standalone: a new artist has no dashboard yet. */
export function ArtistAccount() {
  return (
    <div className="aa-standalone">
      <AccountSettings />
    </div>
  );
}

/** The artist's notifications: standalone, as a pending artist gets them too. */
export function ArtistNotifications({ page }: { page: number }) {
  return (
    <div className="aa-standalone">
      <NotificationsPage area="artist" page={page} />
    </div>
  );
}
