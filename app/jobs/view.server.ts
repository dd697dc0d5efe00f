// The scheduled jobs as the owner reads them on the settings page, in the owner's language: each
// job of the registry with what it does, its schedule, and its last recorded run. Reads only.
import { DAY_MS, HOUR_MS, type Job, MINUTE_MS, SECOND_MS } from "~/jobs/job";
import { JOBS } from "~/jobs/registry.server";
import { IDLE_RECORD_MS } from "~/jobs/runner.server";
import type { Translate } from "~/lib/i18n/i18n";
import { LANGUAGES, type Locale } from "~/lib/i18n/locales";
import { serverTranslator } from "~/lib/i18n/messages.server";
import { formatIstDate, formatIstTime } from "~/lib/time/ist";
import { didWork, type JobCounts, listJobRuns } from "~/models/job-runs.server";

type JobView = {
  name: string;
  title: string;
  does: string;
  schedule: string;
  /** "Last run 22 Nov 2026, 1:30 pm", or "Not run yet". */
  lastRun: string;
  failed: boolean;
  /** "OK: 3 sent, 0 failed", "Failed: …"; null when it has not run. */
  outcome: string | null;
  /** When it last did something and what, if that was before its last run. */
  lastWork: string | null;
};

export type ScheduledJobs = { lang: string; heading: string; intro: string; jobs: JobView[] };

/** Every registered job and its last run, in `locale`'s words. */
export async function scheduledJobs(locale: Locale, jobs: readonly Job[] = JOBS): Promise<ScheduledJobs> {
  const t = serverTranslator(locale);
  const tag = LANGUAGES[locale].tag;
  const runs = await listJobRuns();
  const when = (iso: string) => `${formatIstDate(iso, tag)}, ${formatIstTime(iso, tag)}`;
  const countsText = (job: Job, counts: JobCounts) =>
    didWork(counts)
      ? Object.entries(job.counts)
          .map(([key, label]) => t(label, { count: (counts[key] ?? 0).toLocaleString(tag) }))
          .join(", ")
      : t("jobs.nothingToDo");
  return {
    lang: tag,
    heading: t("jobs.heading"),
    intro: t("jobs.intro", { minutes: IDLE_RECORD_MS / MINUTE_MS }),
    jobs: jobs.map((job) => {
      const run = runs.get(job.name);
      const failed = run?.outcome === "failed";
      return {
        name: job.name,
        title: t(job.title),
        does: t(job.does),
        schedule: schedule(t, job.everyMs),
        lastRun: run ? t("jobs.lastRun", { time: when(run.startedAt) }) : t("jobs.notRun"),
        failed,
        outcome: run ? (failed ? t("jobs.failed", { error: run.error }) : `${t("jobs.ok")}: ${countsText(job, run.counts)}`) : null,
        lastWork:
          run?.worked && run.worked.at !== run.startedAt ? t("jobs.lastWork", { time: when(run.worked.at), counts: countsText(job, run.worked.counts) }) : null,
      };
    }),
  };
}

/** "Every 5 seconds", "Once a day": the largest unit the interval is a whole number of. */
function schedule(t: Translate, everyMs: number): string {
  const units = [
    [DAY_MS, "jobs.daily", "jobs.everyDays"],
    [HOUR_MS, "jobs.hourly", "jobs.everyHours"],
    [MINUTE_MS, "jobs.everyMinute", "jobs.everyMinutes"],
    [SECOND_MS, "jobs.everySecond", "jobs.everySeconds"],
  ] as const;
  const [unit, one, many] = units.find(([unit]) => everyMs % unit === 0) ?? units[3];
  const count = Math.max(1, Math.round(everyMs / unit));
  return count === 1 ? t(one) : t(many, { count });
}
