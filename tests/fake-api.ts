import type { ArtistProfile } from "../src/features/artists/artist-area.contract.ts";
import type { ConfirmedJob, Job } from "../src/features/jobs/jobs.contract.ts";

/** What the fake server answers: the envelope, its HTTP status, and X-Total-Count for a page. */
export interface FakeReply {
  status?: number;
  body: { status: boolean; message: string; response: unknown };
  total?: number;
}

/** A request the browser code made: method, URL, its body (parsed JSON, or the FormData of an upload) and headers. */
export interface SeenRequest {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

export type Answer = (req: SeenRequest) => FakeReply | undefined;

export const okReply = (response: unknown, message = "Success", total?: number): FakeReply => ({ body: { status: true, message, response }, total });
export const failReply = (status: number, message: string): FakeReply => ({ status, body: { status: false, message, response: null } });

const NOT_FOUND = failReply(404, "Not found");

function headersOf(reply: FakeReply): Record<string, string> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (reply.total !== undefined) headers["X-Total-Count"] = String(reply.total);
  return headers;
}

/**
 * Replaces fetch and XMLHttpRequest (uploads with progress) in a UI test with
 * `answer`, the server's part; returns the requests seen, in order.
 */
export function fakeServer(answer: Answer): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const handle = (method: string, url: string, body: unknown, headers: Headers) => {
    const req = { method, url: new URL(url, "http://localhost:3000"), body, headers };
    seen.push(req);
    return answer(req) ?? NOT_FOUND;
  };

  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
    const reply = handle(init?.method ?? "GET", String(input), body, new Headers(init?.headers));
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: headersOf(reply) });
  }) as typeof fetch;

  /** The part of XMLHttpRequest that `upload()` uses: progress events, then the JSON reply. */
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    withCredentials = false;
    responseType = "";
    status = 0;
    response: unknown = null;
    private method = "GET";
    private url = "";
    readonly requestHeaders = new Map<string, string>();
    setRequestHeader(name: string, value: string) {
      this.requestHeaders.set(name.toLowerCase(), value);
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    send(body: FormData) {
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        const reply = handle(this.method, this.url, body, new Headers([...this.requestHeaders]));
        this.status = reply.status ?? 200;
        this.response = reply.body;
        this.onload?.();
      });
    }
  }
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return seen;
}

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
    confirmedAt: new Date().toISOString(),
    ...overrides,
  };
}

/** An approved artist's profile as GET /artist/profile answers it. */
export function makeArtistProfile(overrides: Partial<ArtistProfile> = {}): ArtistProfile {
  return {
    id: "0190bbbb-0000-7000-8000-000000000001",
    user: "Maya Singh",
    email: "maya@example.com",
    bio: "Ballet teacher.",
    experience: "5-10years",
    city: "Toronto",
    province: "ON",
    travelKm: 50,
    headshotUrl: "/files/a.jpg",
    resumeUrl: "/files/b.pdf",
    artistStyle: ["Ballet"],
    pendingStyles: [],
    pendingChange: null,
    artistType: ["Choreographer"],
    artistAvailable: ["Weekends"],
    artistStatus: "approved",
    choices: { artistType: [], artistStyle: [], artistAvailable: [] },
    documents: { policeCheck: null, directDeposit: "/d", referenceLetter1: "/r1", referenceLetter2: "/r2" },
    ...overrides,
  };
}
