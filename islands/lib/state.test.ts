import { expect, test } from "bun:test";
import { createStore } from "jotai";
import type { SessionUser } from "../../src/contracts/roles.ts";
import { useDom } from "../../tests/dom.ts";
import { artistSliceAtom, rootAtom, sessionUserAtom, userAtom } from "./state.ts";

useDom();

const studio: SessionUser = { role: "client", userId: "0190-studio", name: "Studio Étoile" };
const artist: SessionUser = { role: "artist", userId: "0190-artist", name: "Amelia Tremblay" };

test("a dashboard opened by another account replaces the stored user and the previous account's data", () => {
  const store = createStore();
  store.set(userAtom, studio);
  store.set(artistSliceAtom, { offeredJobs: [] });
  store.set(rootAtom, { ...store.get(rootAtom), services: [] });
  store.set(sessionUserAtom, artist);
  expect(store.get(userAtom)).toEqual(artist);
  expect(store.get(artistSliceAtom)).toEqual({});
  expect(store.get(rootAtom).services).toBeNull();
});

test("the same account keeps what it had loaded and takes its new name", () => {
  const store = createStore();
  store.set(userAtom, artist);
  store.set(artistSliceAtom, { offeredJobs: [] });
  store.set(sessionUserAtom, { ...artist, name: "Amelia T." });
  expect(store.get(userAtom)).toEqual({ ...artist, name: "Amelia T." });
  expect(store.get(artistSliceAtom)).toEqual({ offeredJobs: [] });
});

test("no stored user (storage cleared) takes the session's", () => {
  const store = createStore();
  store.set(sessionUserAtom, studio);
  expect(store.get(userAtom)).toEqual(studio);
});
