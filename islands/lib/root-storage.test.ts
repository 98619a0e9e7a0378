import { beforeEach, expect, test } from "bun:test";
import type { SessionUser } from "../../src/platform/contract/roles.ts";
import { useDom } from "../../tests/dom.ts";
import { initialRootState, ROOT_STORAGE_KEY, storedRoot, storeSessionUser } from "./root-storage.ts";

useDom();
beforeEach(() => localStorage.clear());

const studio: SessionUser = { role: "client", userId: "0190-studio", name: "Studio Étoile" };
const artist: SessionUser = { role: "artist", userId: "0190-artist", name: "Amelia Tremblay" };
const store = (state: object) => localStorage.setItem(ROOT_STORAGE_KEY, JSON.stringify({ ...initialRootState, ...state }));

test("a dashboard opened by another account replaces the stored user and the previous account's data", () => {
  store({ auth: { user: studio }, client: { profile: null }, services: [], artists: [] });
  storeSessionUser(artist);
  expect(storedRoot()).toEqual({ ...initialRootState, auth: { user: artist }, artists: [] });
});

test("the same account keeps what it had loaded and takes its new name", () => {
  store({ auth: { user: artist }, artist: { offeredJobs: [] } });
  storeSessionUser({ ...artist, name: "Amelia T." });
  expect(storedRoot()).toEqual({ ...initialRootState, auth: { user: { ...artist, name: "Amelia T." } }, artist: { offeredJobs: [] } });
});

test("nothing stored (storage cleared) or unreadable takes the session's user", () => {
  storeSessionUser(studio);
  expect(storedRoot()?.auth.user).toEqual(studio);
  localStorage.setItem(ROOT_STORAGE_KEY, "{not json");
  storeSessionUser(artist);
  expect(storedRoot()).toEqual({ ...initialRootState, auth: { user: artist } });
});
