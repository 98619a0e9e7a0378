import { PROVINCES } from "../../../src/platform/contract/places.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { usePlaceWords } from "../place.ts";

/** A province select's options: the 13 provinces and territories by name, after a "choose" option (an artist's place, a studio's). */
export function ProvinceOptions() {
  const t = useT();
  const { provinceName } = usePlaceWords();
  return (
    <>
      <option value="">{t("common.place.chooseProvince")}</option>
      {PROVINCES.map((code) => (
        <option key={code} value={code}>
          {provinceName(code)}
        </option>
      ))}
    </>
  );
}
