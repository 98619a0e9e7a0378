import { type ArtistPlace, MAX_TRAVEL_KM } from "../../../src/platform/contract/places.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { ProvinceOptions } from "../../lib/ui/ProvinceOptions.tsx";
import { Field } from "../../lib/ui/Field.tsx";

/** Where the artist lives and how far they travel, as the form holds them (text until sent). */
export interface PlaceDraft {
  city: string;
  province: string;
  travelKm: string;
}

export const placeDraftOf = (place: ArtistPlace): PlaceDraft => ({
  city: place.city ?? "",
  province: place.province ?? "",
  travelKm: place.travelKm === null ? "" : String(place.travelKm),
});

/** The place's parts of the multipart body; a blank one is not sent (the server keeps what it has, or refuses a missing city). */
export function appendPlace(form: FormData, place: PlaceDraft): void {
  for (const [field, value] of Object.entries(place)) if (value.trim()) form.append(field, value.trim());
}

interface PlaceFieldsProps {
  value: PlaceDraft;
  onChange(value: PlaceDraft): void;
  /** The application asks for city and province; the profile edit keeps what is left blank. */
  required?: boolean;
  invalid?(field: "city" | "province"): boolean;
}

/** City, province and travel distance: where studios find the artist in the roster's search. */
export function PlaceFields({ value, onChange, required, invalid = () => false }: PlaceFieldsProps) {
  const t = useT();
  const set = (part: Partial<PlaceDraft>) => onChange({ ...value, ...part });
  return (
    <div className="form-grid form-grid--2">
      <Field label={t("common.place.city")} required={required} invalid={invalid("city")}>
        {({ id }) => (
          <input
            id={id}
            value={value.city}
            maxLength={80}
            autoComplete="address-level2"
            aria-invalid={invalid("city") || undefined}
            onChange={(e) => set({ city: e.currentTarget.value })}
          />
        )}
      </Field>
      <Field label={t("common.place.province")} required={required} invalid={invalid("province")}>
        {({ id }) => (
          <select id={id} value={value.province} aria-invalid={invalid("province") || undefined} onChange={(e) => set({ province: e.currentTarget.value })}>
            <ProvinceOptions />
          </select>
        )}
      </Field>
      <Field label={t("common.place.travelKm")} hint={t("common.place.travelKmHint", { max: MAX_TRAVEL_KM })}>
        {({ id, describedBy }) => (
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_TRAVEL_KM}
            step={1}
            value={value.travelKm}
            aria-describedby={describedBy}
            onChange={(e) => set({ travelKm: e.currentTarget.value })}
          />
        )}
      </Field>
    </div>
  );
}
