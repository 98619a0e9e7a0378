import { lazy, Suspense } from "react";
import { useClientProfile } from "../data.ts";

/** The province form and its checks (zod) load only for the studio asked, never with the area. */
const ProvincePrompt = lazy(() => import("./ProvincePrompt.tsx").then((m) => ({ default: m.ProvincePrompt })));

/** A studio without a province is asked for it above every screen. */
export function ProvinceQuestion() {
  const { profile } = useClientProfile();
  if (!profile || profile.province) return null;
  return (
    <Suspense fallback={null}>
      <ProvincePrompt />
    </Suspense>
  );
}
