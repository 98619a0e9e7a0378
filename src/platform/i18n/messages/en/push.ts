/** Web Push: the API's answers about a device's subscription, and the dashboards' offer and Account settings' switch for this device. */
export const pushEn = {
  "api.push.endpoint": "Endpoint must be the push service's https address",
  "api.push.keys": "Keys must be the browser's p256dh (65 bytes) and auth (16 bytes), in base64url",
  "api.push.subscribed": "This device will show your notifications",
  "api.push.unsubscribed": "This device will no longer show your notifications",
  "api.push.notFound": "This device is not subscribed",
  "app.push.offer.text": "Get notified on this device",
  "app.push.offer.accept": "Turn on",
  "app.push.offer.dismiss": "Not now",
  "app.push.settings.title": "Notifications on this device",
  "app.push.settings.intro": "Your notifications can appear on this device even when DanceLink is closed. The choice is this device's alone.",
  "app.push.settings.switch": "Show notifications on this device",
  "app.push.settings.unsupported": "This browser cannot show notifications from a website.",
  "app.push.settings.blocked": "Notifications are blocked for this site: allow them in the browser's settings, then turn them on here.",
  "app.push.failed": "Notifications could not be turned on for this device.",
  "app.notifications.preferences.push": "Push",
} as const;
