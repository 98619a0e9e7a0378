import { PROVINCES, type Province } from "../../src/platform/contract/places.ts";
import { useT } from "../../src/platform/i18n/react.tsx";

const isProvince = (code: string): code is Province => (PROVINCES as readonly string[]).includes(code);

/** Where an artist lives, said in the page's language: provinces by name or by code, and "city, province". */
export function usePlaceWords() {
  const t = useT();
  const provinceName = (code: string) => (isProvince(code) ? t(`common.province.${code}`) : code);
  /** "Toronto, Ontario" (`short`: "Toronto, ON"); the city alone or the province alone when the other is missing; null when neither is known. */
  const line = (city: string | null, province: string | null, short = false): string | null => {
    const region = province && (short ? province : provinceName(province));
    if (city && region) return t("common.place.line", { city, province: region });
    return city || region || null;
  };
  return { provinceName, line };
}
