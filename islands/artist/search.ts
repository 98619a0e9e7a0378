import { tabPagesSearch } from "../lib/ui/search.ts";

export type JobsTab = "offer" | "confirmed";

/** The jobs page's place in the URL: `?tab=&offerPage=&confirmedPage=`. */
export type JobsSearch = ReturnType<typeof parseJobsSearch>;

export const parseJobsSearch = (search: Record<string, unknown>) =>
  tabPagesSearch<JobsTab, "offerPage" | "confirmedPage">(search, { offer: "offerPage", confirmed: "confirmedPage" });
