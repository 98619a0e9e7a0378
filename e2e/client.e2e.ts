import { expect, test } from "bun:test";
import { serverAndBrowser, watchPageErrors } from "./support.ts";

const { server, browser } = await serverAndBrowser({ SEED_DEMO: "0" });

/** YYYY-MM-DD, `offset` days from today in the browser's zone. */
function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

test("a studio signs up, registers, posts a job, finds it under Booking Requests and edits its profile", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const email = `studio-${Date.now()}@e2e.local`;

  // Sign up as a client (SPEC §2 /signup): signed in at once, the studio area.
  await page.goto(`${server.url}/signup`);
  await page.getByLabel("Name", { exact: true }).fill("Claire Dubois");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("User type").selectOption("client");
  await page.getByLabel("Password", { exact: true }).fill("pointe-and-poise");
  await page.getByRole("checkbox", { name: /accept the terms of use/ }).check();
  await page.getByRole("button", { name: "Sign Up" }).click();

  // No studio yet: the area sends the client to the registration form.
  await page.waitForURL(`${server.url}/client/form`);
  await page.getByLabel("Studio name", { exact: true }).fill("Pointe & Poise Academy");
  await page.getByLabel("Studio director", { exact: true }).fill("Claire Dubois");
  await page.getByLabel("Address", { exact: true }).fill("401 Richmond St W, Toronto, ON");
  await page.getByLabel("Contact number", { exact: true }).fill("416 555 0142");
  await page.getByLabel("Province or territory", { exact: true }).selectOption("ON");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("heading", { name: "Your studio is registered" }).waitFor();

  await page.getByRole("link", { name: "Go to Client Dashboard" }).click();
  await page.getByRole("heading", { name: "Hello Claire Dubois!" }).waitFor();
  await page.getByText("No job yet").waitFor();

  // Post a job from the bookings screen.
  await page.getByRole("navigation", { name: "Studio dashboard" }).getByRole("link", { name: "Bookings" }).click();
  await page.waitForURL(/\/client\/my-bookings/);
  await page.getByRole("link", { name: "Create New" }).click();
  await page.waitForURL(`${server.url}/client/booking-form`);
  const studioName = page.getByLabel("Studio name", { exact: true });
  await expect(studioName.inputValue()).resolves.toBe("Pointe & Poise Academy");
  await page.getByLabel("Dance style").selectOption("Ballet");
  await page.getByLabel("Rate ($/h)").fill("45");
  await page.getByLabel("Address", { exact: true }).fill("401 Richmond St W");
  await page.getByLabel("City", { exact: true }).fill("Toronto");
  await page.getByLabel("Postal code", { exact: true }).fill("m5v 2h1");
  await page.getByLabel("Start date").fill(day(10));
  await page.getByLabel("End date").fill(day(11));
  await page.getByLabel("Start time").fill("09:00");
  await page.getByLabel("End time").fill("12:30");
  await page.getByLabel("Description").fill("Grade 3 ballet, two classes a day.");
  await page.getByRole("button", { name: "Post Job" }).click();

  await page.getByText("Job posted successfully").waitFor();
  await page.waitForURL(/\/client\/my-bookings/);
  await expect(page.getByRole("tab", { name: "Booking Requests" }).getAttribute("aria-selected")).resolves.toBe("true");
  const row = page.getByRole("link", { name: /Pointe & Poise Academy/ });
  await row.waitFor();
  const text = await row.textContent();
  expect(text).toContain("Ballet");
  expect(text).toContain("$45.00/h");
  expect(text).toContain("401 Richmond St W, Toronto");
  expect(text).toContain(", 09:00-12:30");

  // The request opens read-only, with its map link; it is not yet a confirmed job.
  await row.click();
  await page.getByRole("link", { name: /Open in Google Maps/ }).waitFor();
  expect(await page.getByRole("link", { name: /Open in Google Maps/ }).getAttribute("href")).toContain(encodeURIComponent("M5V 2H1"));
  await page.getByRole("link", { name: "Back to Bookings" }).click();
  await page.getByRole("tab", { name: "Confirmed Jobs" }).click();
  await page.getByText("No upcoming booking").waitFor();

  // Edit the studio's profile in its modal: the new contact number shows, the dialog closes.
  await page.goto(`${server.url}/client/client-profile`);
  await page.getByRole("button", { name: "Edit Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await dialog.getByLabel("Contact number", { exact: true }).fill("416 555 0199");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await page.getByText("Profile updated").waitFor();
  await dialog.waitFor({ state: "detached" });
  await page.getByText("416 555 0199").waitFor();

  expect(errors).toEqual([]);
  await context.close();
});

test("another role never sees the studio area", async () => {
  const context = await browser.newContext();
  const email = `artist-${Date.now()}@e2e.local`;
  const headers = { origin: server.url };
  await context.request.post(`${server.url}/api/auth/register`, {
    headers,
    data: { name: "Maya Singh", email, role: "artist", password: "pointe-and-poise", acceptTerms: true },
  });
  await context.request.post(`${server.url}/api/auth/login`, { headers, data: { email, password: "pointe-and-poise" } });
  const page = await context.newPage();
  await page.goto(`${server.url}/client/my-bookings`);
  expect(new URL(page.url()).pathname).toBe("/");
  await context.close();
});
