import { expect, test } from "bun:test";
import type { DomainEvent } from "./domain-events.ts";
import { createLogger } from "../log.ts";
import { createLocalEventBus } from "./bus.ts";

const collectingLog = () => {
  const lines: string[] = [];
  return { log: createLogger("info", (line) => void lines.push(line)), lines };
};

test("a listener hears only its event type, at once, in the order published", () => {
  const bus = createLocalEventBus(collectingLog().log);
  const posted: string[] = [];
  const confirmed: string[] = [];
  bus.on("job.posted", (e) => posted.push(e.jobId));
  bus.on("job.confirmed", (e) => confirmed.push(`${e.jobId}:${e.artistId}`));

  bus.publish({ type: "job.posted", jobId: "j1", clientUserId: "u1" });
  bus.publish({ type: "job.confirmed", jobId: "j1", artistId: "a1" });
  bus.publish({ type: "job.posted", jobId: "j2", clientUserId: "u1" });

  expect(posted).toEqual(["j1", "j2"]);
  expect(confirmed).toEqual(["j1:a1"]);
});

test("a throwing listener is logged and does not stop the others; unsubscribing stops delivery", () => {
  const { log, lines } = collectingLog();
  const bus = createLocalEventBus(log);
  const heard: DomainEvent[] = [];
  bus.on("catalog.changed", () => {
    throw new Error("listener broke");
  });
  const off = bus.on("catalog.changed", (e) => heard.push(e));

  const event: DomainEvent = { type: "catalog.changed", list: "styles" };
  bus.publish(event);
  expect(heard).toEqual([event]);
  expect(lines.some((line) => line.includes("event listener failed") && line.includes("catalog.changed"))).toBe(true);

  off();
  bus.publish(event);
  expect(heard).toHaveLength(1);
});

test("close drops every listener", async () => {
  const bus = createLocalEventBus(collectingLog().log);
  let heard = 0;
  bus.on("contact.received", () => heard++);
  await bus.close();
  bus.publish({ type: "contact.received", contactId: "c1" });
  expect(heard).toBe(0);
});
