import { tabPagesSearch } from "../lib/ui/search.ts";

export type BookingsTab = "requests" | "drafts" | "confirmed" | "completed";

/** `?tab=&requests=&drafts=&confirmed=&completed=`: the open tab and each tab's own page (SPEC §2). */
export type BookingsSearch = ReturnType<typeof validateBookingsSearch>;

export const validateBookingsSearch = (search: Record<string, unknown>) =>
  tabPagesSearch<BookingsTab, BookingsTab>(search, {
    requests: "requests",
    drafts: "drafts",
    confirmed: "confirmed",
    completed: "completed",
  });
