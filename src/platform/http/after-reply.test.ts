import { describe, expect, test } from "bun:test";
import { createLogger } from "../log.ts";
import { AfterReply } from "./after-reply.ts";

/** A logger whose lines the test reads. */
function collectingLogger() {
  const lines: Record<string, unknown>[] = [];
  return { lines, log: createLogger("debug", (line) => lines.push(JSON.parse(line))) };
}

describe("AfterReply", () => {
  test("the work starts after the caller's own steps, and settled() waits for it", async () => {
    const { log } = collectingLogger();
    const after = new AfterReply(log);
    const steps: string[] = [];
    after.run("test work", async () => {
      steps.push("work");
    });
    steps.push("reply");
    await Promise.resolve();
    steps.push("reply sent");
    await after.settled();
    expect(steps).toEqual(["reply", "reply sent", "work"]);
  });

  test("settled() also waits for work started by work", async () => {
    const after = new AfterReply(collectingLogger().log);
    const done: string[] = [];
    after.run("first", async () => {
      after.run("second", async () => {
        done.push("second");
      });
      done.push("first");
    });
    await after.settled();
    expect(done).toEqual(["first", "second"]);
  });

  test("a failure is logged by the work's name, without the values of the query that failed; other work goes on", async () => {
    const { lines, log } = collectingLogger();
    const after = new AfterReply(log);
    const done: string[] = [];
    after.run("password reset link", async () => {
      throw new Error("Failed query: select * from users where lower(email) = $1\nparams: someone@example.com");
    });
    after.run("other", async () => {
      done.push("other");
    });
    await after.settled();
    expect(done).toEqual(["other"]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "error", msg: "work after the reply failed", what: "password reset link" });
    expect(JSON.stringify(lines[0])).not.toContain("someone@example.com");
  });
});
