import { toast } from "sonner";

/** SPEC §9: success toasts last 2 s (errors keep the Toaster's 4 s). */
export const toastSuccess = (message: string) => toast.success(message, { duration: 2000 });

/** SPEC §8: the server's message when it sent one, else the screen's fallback. */
export const toastFailure = (message: string | undefined, fallback: string) => toast.error(message?.trim() ? message : fallback);

/** The SPEC §8 fallbacks the client area uses. */
export const FALLBACK = {
  fetch: "Failed to Fetch Data",
  jobDetails: "Failed to fetch job details",
  jobDetailsError: "Server error while fetching job details",
  add: "Failed to add data",
  profile: "Unable to load profile",
  update: "Update failed",
  updateError: "Error updating profile",
  server: "Server error",
} as const;

/** SPEC §2/§8: a failed profile check (or any lost session) goes to the login page. */
export const goToLogin = () => window.location.assign("/login");
