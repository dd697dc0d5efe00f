// What a periodic job is (app/jobs/registry.server.ts lists them): its name, its words for the
// owner in every language, how often it runs, and its run, which answers what it did by count.
import type { MessageId } from "~/content/messages/en";

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export type Job<Count extends string = string> = {
  /** Its id: the key of its recorded run (job_runs.job), in logs. Never renamed once it has run. */
  name: string;
  /** What the owner reads it as, and what it does in a sentence (app/content/messages). */
  title: MessageId;
  does: MessageId;
  /** How long from one run's start to the next. */
  everyMs: number;
  /** What its run counts, each with its label ("{count} sent"), in the order the owner reads them. */
  counts: Record<Count, MessageId>;
  /** Does the work once, at `now` (the app's clock), and says what it did; a failure throws. */
  run(now: Date): Promise<Record<NoInfer<Count>, number>>;
  /**
   * A signal that it has work at once (a booking's alert): `wake` runs it now rather than at its
   * next turn. Returns how to stop listening.
   */
  wakeOn?(wake: () => void): () => void;
};

/** A job for the registry, its counts checked against its labels. */
export function defineJob<Count extends string>(job: Job<Count>): Job {
  return job;
}
