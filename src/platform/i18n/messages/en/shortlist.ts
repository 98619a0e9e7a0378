/**
 * English messages of the studios' shortlists, in the namespaces they belong to: the heart on the public
 * pages (`public.favourite.*`), the studio's screen and job form (`client.shortlist.*`, `client.jobForm.preferred.*`),
 * the console's job screen (`admin.job.preferred.*`) and the API's replies. The French twin is ../fr/shortlist.ts.
 */
export const shortlistEn = {
  "public.favourite.save": "Save {name} to my shortlist",
  "public.favourite.remove": "Remove {name} from my shortlist",
  "public.favourite.login": "Log in to save {name} to a shortlist",
  "public.favourite.failed": "Your shortlist could not be changed. Try again.",

  "client.nav.shortlist": "Shortlist",
  "client.shortlist.title": "My shortlist",
  "client.shortlist.lead": "Artists you saved from the roster. Name them as preferred artists when you post a job.",
  "client.shortlist.empty": "You have not saved any artist yet. Press the heart on an artist of the roster to keep them here.",
  "client.shortlist.browse": "Browse the roster",
  "client.shortlist.remove": "Remove",
  "client.shortlist.removeLabel": "Remove {name} from my shortlist",
  "client.shortlist.profile": "View profile",
  "client.jobForm.preferred.legend": "Preferred artists",
  "client.jobForm.preferred.hint": "From your shortlist: the agency sees them first, and they hear of this job even before they opt in.",
  "client.jobForm.preferred.empty": "Save artists to your shortlist from the roster to name them here.",
  "client.job.preferred": "Preferred artists",

  "admin.job.preferred.title": "Preferred by the studio",
  "admin.job.preferred.badge": "Preferred by the studio",

  "api.favourite.saved": "Saved to your shortlist",
  "api.favourite.removed": "Removed from your shortlist",
  "api.job.preferredNotOnRoster": "Each preferred artist must be an approved artist of the roster",
  "api.validation.preferredArtists": "Preferred artist ids must be a list of at most {max} artist ids",
} as const;
