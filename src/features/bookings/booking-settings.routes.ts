import type { PlatformDeps } from "../../platform/deps.ts";
import { agencySettingRoutes } from "../audit/index.ts";
import { bookingSettingsSchema, getBookingSettings, updateBookingSettings } from "./booking-settings.ts";

/** How the agency books (`/api/admin/settings/bookings`). */
export const adminBookingSettingsRoutes = (deps: PlatformDeps) =>
  agencySettingRoutes(deps, "/settings/bookings", {
    schema: bookingSettingsSchema,
    read: getBookingSettings,
    update: updateBookingSettings,
    action: "booking_settings.updated",
    saved: "api.bookingSettings.saved",
  });
