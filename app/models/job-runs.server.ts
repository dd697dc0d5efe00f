// The periodic jobs' last runs (app/jobs/): one row per job, written by the job runner only (a
// page's GET reads them, never writes).
import { sql } from "kysely";

import { db } from "~db/db.server";

/** What a run did, by count: { sent: 3, failed: 0 }. */
export type JobCounts = Record<string, number>;

export type JobRun = {
  job: string;
  startedAt: string;
  finishedAt: string;
  outcome: "ok" | "failed";
  /** Why it failed (short, no personal data); "" when it did not. */
  error: string;
  counts: JobCounts;
};

export type RecordedJobRun = JobRun & {
  /** The last run that counted something, and its counts; null while none has. */
  worked: { at: string; counts: JobCounts } | null;
};

/** Whether a run counted anything: a run that did not is idle. */
export function didWork(counts: JobCounts): boolean {
  return Object.values(counts).some((count) => count !== 0);
}

/** Records a job's run over its last one; a run that counted something is also its last work. */
export async function recordJobRun(run: JobRun): Promise<void> {
  const counts = JSON.stringify(run.counts);
  const worked = didWork(run.counts);
  await db
    .insertInto("job_runs")
    .values({
      job: run.job,
      started_at: run.startedAt,
      finished_at: run.finishedAt,
      outcome: run.outcome,
      error: run.error,
      counts,
      worked_at: worked ? run.startedAt : null,
      worked_counts: worked ? counts : null,
    })
    .onConflict((oc) =>
      oc.column("job").doUpdateSet({
        started_at: run.startedAt,
        finished_at: run.finishedAt,
        outcome: run.outcome,
        error: run.error,
        counts,
        worked_at: worked ? run.startedAt : sql<string | null>`job_runs.worked_at`,
        worked_counts: worked ? counts : sql<string | null>`job_runs.worked_counts`,
      }),
    )
    .execute();
}

/** Every job's last recorded run, by job name. */
export async function listJobRuns(): Promise<Map<string, RecordedJobRun>> {
  const rows = await db.selectFrom("job_runs").selectAll().execute();
  return new Map(
    rows.map((row) => [
      row.job,
      {
        job: row.job,
        startedAt: row.started_at,
        finishedAt: row.finished_at,
        outcome: row.outcome,
        error: row.error,
        counts: parseCounts(row.counts),
        worked: row.worked_at && row.worked_counts ? { at: row.worked_at, counts: parseCounts(row.worked_counts) } : null,
      },
    ]),
  );
}

/** The stored JSON's whole-number counts (the column's CHECK holds it to an object). */
function parseCounts(json: string): JobCounts {
  const parsed: unknown = JSON.parse(json);
  if (typeof parsed !== "object" || parsed === null) return {};
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => Number.isSafeInteger(entry[1])));
}
