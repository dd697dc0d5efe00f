// The one runner of the periodic jobs (registry.server.ts), inside the server process. It looks
// every second which jobs are due by the app's clock (~/lib/time/clock.server, so a test or an
// end-to-end server with its own clock moves them) and runs them: never two runs of one job at
// once; a job woken while it runs (a booking's alert) runs once more when it ends. A failure is
// logged and recorded, and the job tries again at its next turn (at most RETRY_AFTER_FAILURE_MS
// on); the other jobs never wait for it. Each run is recorded over the job's last (job_runs),
// except that a run finding nothing to do after another such run is recorded at most every
// IDLE_RECORD_MS: a job every 5 seconds would otherwise write to the database (and its backup)
// all day. When a job is next due comes from its recorded run, so a restart does not run the
// daily retention again.
import type { Job } from "~/jobs/job";
import { JOBS } from "~/jobs/registry.server";
import * as clock from "~/lib/time/clock.server";
import { didWork, type JobCounts, listJobRuns, recordJobRun } from "~/models/job-runs.server";

/** How often the runner looks for due jobs. */
const TICK_MS = 1000;
/** A run that finds nothing to do, after one that found nothing either, is recorded this often at most. */
export const IDLE_RECORD_MS = 15 * 60 * 1000;
/** A failed job is tried again after its interval or this, whichever is sooner. */
export const RETRY_AFTER_FAILURE_MS = 10 * 60 * 1000;
/** A recorded error is cut to this many characters. */
const ERROR_LENGTH = 200;

/**
 * An error as the owner may read it: its first line, cut short, with anything that looks like an
 * e-mail address or a phone (seven digits or more in a row) hidden: it is stored, and shown.
 */
export function shortError(error: unknown): string {
  const text = error instanceof Error ? `${error.name === "Error" ? "" : `${error.name}: `}${error.message}` : String(error);
  const line = (text.split("\n", 1)[0] ?? "")
    .replace(/[^\s@]+@[^\s@]+/g, "…")
    .replace(/\+?\d(?:[\s-]?\d){6,}/g, "…")
    .trim();
  const shown = line || "Failed without a message";
  return shown.length > ERROR_LENGTH ? `${shown.slice(0, ERROR_LENGTH - 1)}…` : shown;
}

type JobState = {
  job: Job;
  /** When it is next due (epoch ms by the app's clock). */
  nextAt: number;
  running: Promise<void> | null;
  /** Woken while running: run once more when this run ends. */
  again: boolean;
  /** The run last recorded: whether it found nothing to do, and when it started. */
  recorded: { idle: boolean; startedAt: number } | null;
};

export type Runner = {
  /** Starts every job that is due and not running; resolves when those runs have ended (and been recorded). */
  runDue(): Promise<void>;
  /** Runs a job now whatever its turn; if it is running, once more when that run ends. Resolves when it has run. */
  runNow(name: string): Promise<void>;
  /** Starts nothing more; resolves when the runs under way have ended. */
  stop(): Promise<void>;
};

/** A runner of `jobs` (the registry's in the server; tests give their own). Nothing runs until asked. */
export function createRunner(jobs: readonly Job[]): Runner {
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`Two jobs are named ${job.name}`);
    names.add(job.name);
  }
  const states = new Map<string, JobState>(jobs.map((job) => [job.name, { job, nextAt: 0, running: null, again: false, recorded: null }]));
  let stopped = false;
  let loaded: Promise<void> | null = null;

  /** The recorded runs say when each job is next due; unrecorded, it is due now. */
  function load(): Promise<void> {
    loaded ??= listJobRuns().then(
      (runs) => {
        for (const state of states.values()) {
          const run = runs.get(state.job.name);
          if (!run) continue;
          const startedAt = Date.parse(run.startedAt);
          state.nextAt = startedAt + interval(state.job, run.outcome === "ok");
          state.recorded = { idle: run.outcome === "ok" && !didWork(run.counts), startedAt };
        }
      },
      (error: unknown) => console.error("Could not read the jobs' last runs: each runs now", error),
    );
    return loaded;
  }

  async function runOnce(state: JobState): Promise<void> {
    const { job } = state;
    const started = clock.now();
    let counts: JobCounts = {};
    let error = "";
    try {
      counts = await job.run(started);
    } catch (failure) {
      error = shortError(failure);
      console.error(`The job ${job.name} failed; it is tried again at its next turn`, failure);
    }
    const ok = error === "";
    state.nextAt = started.getTime() + interval(job, ok);
    const idle = ok && !didWork(counts);
    if (idle && state.recorded?.idle && started.getTime() - state.recorded.startedAt < IDLE_RECORD_MS) return;
    try {
      await recordJobRun({
        job: job.name,
        startedAt: started.toISOString(),
        finishedAt: clock.now().toISOString(),
        outcome: ok ? "ok" : "failed",
        error,
        counts,
      });
      state.recorded = { idle, startedAt: started.getTime() };
    } catch (failure) {
      console.error(`Recording the run of the job ${job.name} failed`, failure);
    }
  }

  function start(state: JobState): Promise<void> {
    state.running = (async () => {
      try {
        do {
          state.again = false;
          await runOnce(state);
        } while (state.again && !stopped);
      } finally {
        state.running = null;
      }
    })();
    return state.running;
  }

  return {
    async runDue() {
      await load();
      if (stopped) return;
      const now = clock.now().getTime();
      const due = [...states.values()].filter((state) => !state.running && state.nextAt <= now);
      await Promise.all(due.map(start));
    },
    async runNow(name) {
      const state = states.get(name);
      if (!state) throw new Error(`No job is named ${name}`);
      await load();
      if (stopped) return;
      if (state.running) {
        state.again = true;
        return state.running;
      }
      return start(state);
    },
    async stop() {
      stopped = true;
      await Promise.all([...states.values()].flatMap((state) => (state.running ? [state.running] : [])));
    },
  };
}

function interval(job: Job, ok: boolean): number {
  return ok ? job.everyMs : Math.min(job.everyMs, RETRY_AFTER_FAILURE_MS);
}

type Started = { runner: Runner; timer: NodeJS.Timeout; unsubscribe: (() => void)[]; onSigterm: () => void };

// On globalThis: a development server imports the server build again on every change, and one
// process must have one runner.
const processGlobal = globalThis as typeof globalThis & { __jobs?: Started };

/**
 * Starts the jobs of this process (from the server entry): each due one at once (a restarted
 * server sends the alerts that are due as it starts), then each at its turn. A second call does nothing.
 */
export function startJobs(jobs: readonly Job[] = JOBS): void {
  if (processGlobal.__jobs) return;
  const runner = createRunner(jobs);
  // Runs never reject (a failure is logged and recorded).
  const tick = () => void runner.runDue();
  // The timer never keeps the process alive: on SIGTERM the server closes and the process ends
  // once the runs under way have ended and been recorded.
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  const unsubscribe = jobs.flatMap((job) => (job.wakeOn ? [job.wakeOn(() => void runner.runNow(job.name))] : []));
  const onSigterm = () => void stopJobs();
  processGlobal.__jobs = { runner, timer, unsubscribe, onSigterm };
  process.once("SIGTERM", onSigterm);
  tick();
}

/** Stops starting runs; resolves when the runs under way have ended. */
export async function stopJobs(): Promise<void> {
  const started = processGlobal.__jobs;
  if (!started) return;
  processGlobal.__jobs = undefined;
  clearInterval(started.timer);
  process.off("SIGTERM", started.onSigterm);
  for (const unsubscribe of started.unsubscribe) unsubscribe();
  await started.runner.stop();
}
