/**
 * English messages of the dashboards' notifications (islands/lib/notifications/):
 * the bell and its dropdown, the list page and the e-mail choices in Account settings,
 * `app.notifications.*` (every dashboard's bundle through `app.`). The titles and bodies
 * themselves come from the server in the page's language (../en/notifications.ts).
 * The French twin is ../fr/notifications-ui.ts.
 */
export const notificationsUiEn = {
  "app.notifications.title": "Notifications",
  "app.notifications.bell": "{count, plural, =0 {Notifications, none unread} one {Notifications, # unread} other {Notifications, # unread}}",
  "app.notifications.latest": "Latest notifications",
  "app.notifications.markAllRead": "Mark all read",
  "app.notifications.seeAll": "See all",
  "app.notifications.open": "Open",
  "app.notifications.unread": "Unread",
  "app.notifications.empty": "No notifications yet.",
  "app.notifications.loading": "Loading notifications...",
  "app.notifications.failed": "The notifications could not be loaded.",
  "app.notifications.intro": "What happened on your account, newest first.",
  "app.notifications.summary": "{total, plural, one {# notification} other {# notifications}}, {unread, plural, one {# unread} other {# unread}}",
  "app.notifications.pages": "Notification pages",
  "app.notifications.preferences.title": "Notifications by e-mail and push",
  "app.notifications.preferences.intro":
    "Every notification shows in the bell. Choose which ones also reach you by e-mail, and by push on the devices where you turned it on.",
  "app.notifications.preferences.email": "E-mail",
  "app.notifications.preferences.loading": "Loading your choices...",
} as const;
