/** The installable app: what the phone shows when it offers to install a dashboard, and the dashboards' offline banner. */
export const pwaEn = {
  "pwa.manifest.site.name": "DanceLink",
  "pwa.manifest.site.description": "Dance education across Canada: studios book qualified dance artists.",
  "pwa.manifest.client.name": "DanceLink for studios",
  "pwa.manifest.client.shortName": "DanceLink studio",
  "pwa.manifest.client.description": "Post jobs, book dance artists and follow your studio's classes.",
  "pwa.manifest.artist.name": "DanceLink for artists",
  "pwa.manifest.artist.shortName": "DanceLink artist",
  "pwa.manifest.artist.description": "Find teaching jobs, opt in and follow your bookings.",
  "pwa.manifest.admin.name": "DanceLink console",
  "pwa.manifest.admin.shortName": "DanceLink console",
  "pwa.manifest.admin.description": "Run the agency: artists, jobs, chat and invoices.",
  "app.offline.banner": "You are offline. This is what the page showed last; changes wait until you are back online.",
} as const;
