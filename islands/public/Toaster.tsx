import { Toaster } from "sonner";

/** SPEC §9 toasts: top-right, 4 s for errors, 2 s for success (set per call), at most 20. */
export function ToasterIsland() {
  return <Toaster position="top-right" duration={4000} visibleToasts={20} richColors closeButton />;
}
