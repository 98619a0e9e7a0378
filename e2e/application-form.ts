import type { Page } from "playwright-core";

/**
 * The choices a new artist makes in the application form in the journeys: a ballet instructor teaching ballet on
 * weekends, living in Montréal (studios search the roster by city), 6 to 10 years of experience, and `bio`.
 */
export async function chooseInApplicationForm(page: Page, bio: string) {
  await page.getByRole("group", { name: "Artist type" }).getByRole("checkbox", { name: "Ballet Instructor" }).check();
  await page.getByRole("group", { name: "Dance styles" }).getByRole("checkbox", { name: "Ballet", exact: true }).check();
  await page.getByRole("group", { name: "Availability" }).getByRole("checkbox", { name: "Weekends" }).check();
  await page.getByRole("textbox", { name: "Bio" }).fill(bio);
  await page.getByRole("textbox", { name: "City" }).fill("Montréal");
  await page.getByRole("combobox", { name: "Province or territory" }).selectOption("QC");
  await page.getByRole("combobox", { name: "Experience" }).selectOption({ label: "6-10 Years" });
}
