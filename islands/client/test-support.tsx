import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { Toaster } from "sonner";
import type { ConfirmedJob, Job } from "../../src/contracts/jobs.ts";
import { ROOT_STORAGE_KEY, initialRootState } from "../lib/state.ts";
import { createClientRouter } from "./router.tsx";

export interface FakeReply {
  status?: number;
  body: { status: boolean; message: string; response: unknown };
  total?: number;
}

/** A request the app made: method, path with query, parsed JSON body. */
export interface SeenRequest {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * Replaces fetch with `answer` (what the server would reply) and records the
 * requests; returns the record.
 */
export function fakeServer(answer: (req: SeenRequest) => FakeReply | undefined): SeenRequest[] {
  const seen: SeenRequest[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost:3000");
    const req = { method: init?.method ?? "GET", url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    seen.push(req);
    const reply = answer(req) ?? { status: 404, body: { status: false, message: "Not found", response: null } };
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (reply.total !== undefined) headers["X-Total-Count"] = String(reply.total);
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers });
  }) as typeof fetch;
  return seen;
}

export const okReply = (response: unknown, message = "Success", total?: number): FakeReply => ({ body: { status: true, message, response }, total });

let sequence = 0;
/** A pending job as the API sends it. */
export function makeJob(overrides: Partial<Job> = {}): Job {
  sequence++;
  return {
    _id: `0190${String(sequence).padStart(4, "0")}-0000-7000-8000-000000000000`,
    studioName: `Studio ${sequence}`,
    style: "Ballet",
    rate: 40,
    city: "Toronto",
    postalCode: "M5V 2H1",
    address: "401 Richmond St W",
    description: "",
    startDate: "2030-01-07",
    endDate: "2030-01-08",
    startTime: "09:00",
    endTime: "12:30",
    createdAt: new Date().toISOString(),
    status: "pending",
    ...overrides,
  };
}

export function makeConfirmedJob(overrides: Partial<ConfirmedJob> = {}): ConfirmedJob {
  return {
    ...makeJob({ status: "confirmed" }),
    artistId: "01900000-0000-7000-8000-0000000000aa",
    username: "Maya Singh",
    artistheadshot: "/files/0190.jpg",
    artistStyle: ["Ballet", "Jazz"],
    ...overrides,
  };
}

/** Renders the studio app at `path` with its own jotai store, a signed-in user and the toaster. */
export function renderClientApp(path: string, user = { role: "client" as const, userId: "u-1", name: "Claire Dubois" }) {
  localStorage.setItem(ROOT_STORAGE_KEY, JSON.stringify({ ...initialRootState, auth: { user } }));
  const store = createStore();
  const router = createClientRouter(createMemoryHistory({ initialEntries: [path] }));
  const view = render(
    <Provider store={store}>
      <Toaster />
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, router, store };
}

