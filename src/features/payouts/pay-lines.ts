import { eq } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.ts";
import { jobs, payLines } from "../../../db/schema.ts";
import { artistRateCentsSql, jobScheduleColumns, jobSessions, scheduledSessions, sessionMinutes } from "../jobs/index.ts";
import { lineAmountCents } from "../invoices/index.ts";

/** One pay line per session a job held, each session's minutes at the artist's rate, rounded half up to the cent (as an invoice's lines). */
export function payLinesOf(
  schedule: Parameters<typeof jobSessions>[0],
  artistRateCents: number,
): { date: string; minutes: number; artistRateCents: number; amountCents: number }[] {
  return scheduledSessions(jobSessions(schedule)).map((session) => {
    const minutes = sessionMinutes(session);
    return { date: session.date, minutes, artistRateCents, amountCents: lineAmountCents(minutes, artistRateCents) };
  });
}

/**
 * Writes the confirmed artist's pay lines of a job being completed, inside the completion's transaction: the job
 * never completes without them, and a retry finds them (one line per job and day). A job completed with no artist
 * (none can be: completion needs a confirmed one) pays nobody.
 */
export async function writePayLines(tx: Queryable, jobId: string): Promise<void> {
  const [job] = await tx
    .select({ artistId: jobs.confirmedArtistId, artistRateCents: artistRateCentsSql, ...jobScheduleColumns })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job?.artistId) return;
  const { artistId, artistRateCents, ...schedule } = job;
  const lines = payLinesOf(schedule, artistRateCents);
  if (lines.length > 0)
    await tx
      .insert(payLines)
      .values(lines.map((line) => ({ ...line, jobId, artistId })))
      .onConflictDoNothing();
}
