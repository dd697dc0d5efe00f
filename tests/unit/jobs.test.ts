// The periodic jobs (app/jobs/) against the real database and the app's clock set by the
// test: the registry holds alert delivery, staff-view writes and retention, each once; the runner
// runs each on its turn, records each run with its counts over the last, records a failure without
// stopping the others, never runs a job twice at once, and reads its recorded runs after a restart;
// the owner reads them in their language.
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";

import { CATALOGS } from "~/content/messages/catalogs";
import { DAY_MS, defineJob, HOUR_MS, type Job, MINUTE_MS, SECOND_MS } from "~/jobs/job";
import { JOBS } from "~/jobs/registry.server";
import { createRunner, IDLE_RECORD_MS, RETRY_AFTER_FAILURE_MS, shortError } from "~/jobs/runner.server";
import { scheduledJobs } from "~/jobs/view.server";
import { LOCALES } from "~/lib/i18n/locales";
import { setClock } from "~/lib/time/clock.server";
import { listJobRuns } from "~/models/job-runs.server";
import { noteBookingView } from "~/models/privacy.server";
import { db } from "~db/db.server";

import { storeBooking } from "./booking-fixtures";
import { staffActor } from "./staff";

// 22 Nov 2026, 1:30 am in Bengaluru.
const T0 = new Date("2026-11-21T20:00:00.000Z");
let now = T0;
function at(ms: number) {
  now = new Date(T0.getTime() + ms);
  setClock(now);
}

/** A job that counts its calls, and throws while `failing` is set. */
function testJob(name: string, everyMs: number, behaviour: { failing?: Error } = {}) {
  const calls: Date[] = [];
  const job = defineJob({
    name,
    title: "jobs.staffViews.title",
    does: "jobs.staffViews.does",
    everyMs,
    counts: { written: "jobs.count.written" },
    run(when) {
      calls.push(when);
      return behaviour.failing ? Promise.reject(behaviour.failing) : Promise.resolve({ written: calls.length });
    },
  });
  return { job, calls, behaviour };
}

beforeEach(async () => {
  await db.deleteFrom("job_runs").execute();
  await db.deleteFrom("retention_runs").execute();
  at(0);
});

afterEach(() => {
  setClock(null);
});

afterAll(() => {
  setClock(null);
});

describe("the registry", () => {
  it("lists alert delivery, the customers' messages, the reminders, the plans' day, staff-view writes and retention, each once, with its schedule and its words in every language", () => {
    expect(JOBS.map((job) => [job.name, job.everyMs])).toEqual([
      ["alert-delivery", 5 * SECOND_MS],
      ["customer-messages", 5 * SECOND_MS],
      ["visit-reminders", 5 * MINUTE_MS],
      ["plans", 60 * MINUTE_MS],
      ["staff-views", 5 * SECOND_MS],
      ["retention", DAY_MS],
    ]);
    // Only the alert delivery and the customers' messages are woken by a booking.
    expect(JOBS.filter((job) => job.wakeOn).map((job) => job.name)).toEqual(["alert-delivery", "customer-messages"]);
    for (const locale of LOCALES)
      for (const job of JOBS)
        for (const id of [job.title, job.does, ...Object.values(job.counts)]) expect(CATALOGS[locale].messages[id], `${locale} ${id}`).toBeTruthy();
    expect(() => createRunner([...JOBS, JOBS[0]!])).toThrow("Two jobs are named alert-delivery");
  });
});

describe("the runner", () => {
  it("runs the registry's jobs as they come due and records each run with its counts, by the app's clock", async () => {
    const bookingId = await storeBooking({ name: "Viewed Booking" });
    const office = staffActor({ id: 7, email: "office@example.com" });
    noteBookingView(office, { id: bookingId, reference: "WF-VIEW1" });
    noteBookingView(office, { id: bookingId, reference: "WF-VIEW1" });
    const runner = createRunner(JOBS);
    await runner.runDue();
    const runs = await listJobRuns();
    expect([...runs.keys()].sort()).toEqual(["alert-delivery", "customer-messages", "plans", "retention", "staff-views", "visit-reminders"]);
    expect(runs.get("staff-views")).toEqual({
      job: "staff-views",
      startedAt: T0.toISOString(),
      finishedAt: T0.toISOString(),
      outcome: "ok",
      error: "",
      counts: { written: 2 },
      worked: { at: T0.toISOString(), counts: { written: 2 } },
    });
    expect(runs.get("alert-delivery")).toMatchObject({ outcome: "ok", counts: { sent: 0, failed: 0 }, worked: null });
    expect(runs.get("retention")).toMatchObject({
      outcome: "ok",
      counts: { anonymised: 0, rateLimitsDeleted: 0, auditAddressesCleared: 0, alertLogsDeleted: 0, photosDeleted: 0 },
    });
    // The views reached the audit trail.
    expect(await db.selectFrom("audit_log").select("detail").where("action", "=", "booking-viewed").where("booking_id", "=", bookingId).execute()).toHaveLength(
      2,
    );

    // 4 s on nothing is due; at 5 s the two quick jobs are, and the retention job not before a day.
    at(4 * SECOND_MS);
    await runner.runDue();
    expect((await listJobRuns()).get("staff-views")!.startedAt).toBe(T0.toISOString());
    at(5 * SECOND_MS);
    noteBookingView(office, { id: bookingId, reference: "WF-VIEW1" });
    await runner.runDue();
    const later = await listJobRuns();
    expect(later.get("staff-views")).toMatchObject({ startedAt: now.toISOString(), counts: { written: 1 } });
    expect(later.get("retention")!.startedAt).toBe(T0.toISOString());
    expect(await db.selectFrom("job_runs").select("job").execute()).toHaveLength(JOBS.length);

    // A restarted server reads when each last ran: the retention job waits for its day.
    const restarted = createRunner(JOBS);
    at(DAY_MS - 1);
    await restarted.runDue();
    expect((await listJobRuns()).get("retention")!.startedAt).toBe(T0.toISOString());
    at(DAY_MS);
    await restarted.runDue();
    expect((await listJobRuns()).get("retention")!.startedAt).toBe(now.toISOString());
    expect(await db.selectFrom("retention_runs").select("ran_at").execute()).toEqual([{ ran_at: T0.toISOString() }, { ran_at: now.toISOString() }]);
  });

  it("records a failing job's failure, short and without personal data, and still runs the others; the failing one is tried again sooner", async () => {
    const failing = testJob("failing", HOUR_MS, { failing: new Error("Could not reach +91 98450 12345 for asha@example.com\n    at somewhere (file.ts:1:1)") });
    const fine = testJob("fine", HOUR_MS);
    const runner = createRunner([failing.job, fine.job]);
    await runner.runDue();
    const runs = await listJobRuns();
    expect(runs.get("failing")).toMatchObject({ outcome: "failed", error: "Could not reach … for …", counts: {} });
    expect(runs.get("fine")).toMatchObject({ outcome: "ok", counts: { written: 1 } });
    expect(fine.calls).toHaveLength(1);

    // A failure is tried again after RETRY_AFTER_FAILURE_MS (sooner than its hour); the fine job waits for its hour.
    at(RETRY_AFTER_FAILURE_MS);
    delete failing.behaviour.failing;
    await runner.runDue();
    expect(failing.calls).toHaveLength(2);
    expect(fine.calls).toHaveLength(1);
    expect((await listJobRuns()).get("failing")).toMatchObject({ outcome: "ok", error: "", counts: { written: 2 } });
  });

  it("never runs a job twice at once: woken while it runs, it runs once more after", async () => {
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const slow = defineJob({
      name: "slow",
      title: "jobs.staffViews.title",
      does: "jobs.staffViews.does",
      everyMs: SECOND_MS,
      counts: { written: "jobs.count.written" },
      async run() {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return { written: 1 };
      },
    });
    const runner = createRunner([slow]);
    const first = runner.runDue();
    const woken = runner.runNow("slow");
    const wokenAgain = runner.runNow("slow");
    at(5 * SECOND_MS);
    const due = runner.runDue();
    // Let every call reach the job.
    for (let i = 0; i < 50 && releases.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(releases).toHaveLength(1);
    releases.shift()!();
    // Woken while running: one run more (two wakings make one), then no more.
    for (let i = 0; i < 50 && releases.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(releases).toHaveLength(1);
    releases.shift()!();
    await Promise.all([first, woken, wokenAgain, due]);
    expect(most).toBe(1);
    expect(releases).toHaveLength(0);
    await expect(runner.runNow("no-such-job")).rejects.toThrow("No job is named no-such-job");
  });

  it("records a run that finds nothing to do after another such run at most every IDLE_RECORD_MS, keeping the last run that did something", async () => {
    let counts = { written: 3 };
    const job = defineJob({
      name: "quiet",
      title: "jobs.staffViews.title",
      does: "jobs.staffViews.does",
      everyMs: 5 * SECOND_MS,
      counts: { written: "jobs.count.written" },
      run: () => Promise.resolve(counts),
    });
    const runner = createRunner([job]);
    await runner.runDue();
    counts = { written: 0 };
    at(5 * SECOND_MS);
    await runner.runDue();
    // The first idle run after work is recorded; the work stays as the last work.
    expect((await listJobRuns()).get("quiet")).toMatchObject({
      startedAt: now.toISOString(),
      counts: { written: 0 },
      worked: { at: T0.toISOString(), counts: { written: 3 } },
    });
    at(10 * SECOND_MS);
    await runner.runDue();
    expect((await listJobRuns()).get("quiet")!.startedAt).toBe(new Date(T0.getTime() + 5 * SECOND_MS).toISOString());
    at(5 * SECOND_MS + IDLE_RECORD_MS);
    await runner.runDue();
    expect((await listJobRuns()).get("quiet")).toMatchObject({ startedAt: now.toISOString(), worked: { at: T0.toISOString() } });
  });

  it("keeps what a stored error may show short and free of addresses and phones", () => {
    expect(shortError(new TypeError("x".repeat(500)))).toHaveLength(200);
    expect(shortError(new TypeError("bad"))).toBe("TypeError: bad");
    expect(shortError("raised 9845012345")).toBe("raised …");
    expect(shortError(new Error(""))).toBe("Failed without a message");
  });
});

describe("the owner's view", () => {
  it("lists every registered job, 'Not run yet' before a run, then its last run in IST with its counts, in the owner's language", async () => {
    const before = await scheduledJobs("en");
    expect(before.heading).toBe("Scheduled jobs");
    expect(before.jobs.map((job) => [job.name, job.title, job.schedule, job.lastRun, job.outcome])).toEqual([
      ["alert-delivery", "Booking alerts", "Every 5 seconds", "Not run yet", null],
      ["customer-messages", "Customers' WhatsApp messages", "Every 5 seconds", "Not run yet", null],
      ["visit-reminders", "Evening-before reminders", "Every 5 minutes", "Not run yet", null],
      ["plans", "Maintenance plans", "Every hour", "Not run yet", null],
      ["staff-views", "Staff views of bookings", "Every 5 seconds", "Not run yet", null],
      ["retention", "Privacy retention", "Once a day", "Not run yet", null],
    ]);

    const failing = testJob("failing", 90 * MINUTE_MS, { failing: new Error("the disk is full") });
    const fine = testJob("fine", 2 * DAY_MS);
    await createRunner([failing.job, fine.job]).runDue();
    const en = await scheduledJobs("en", [failing.job, fine.job]);
    expect(en.jobs.map((job) => [job.schedule, job.lastRun, job.outcome, job.failed])).toEqual([
      ["Every 90 minutes", "Last run 22 November 2026, 1:30 am", "Failed: the disk is full", true],
      ["Every 2 days", "Last run 22 November 2026, 1:30 am", "OK: 1 views written", false],
    ]);

    const kn = await scheduledJobs("kn");
    expect(kn.lang).toBe("kn-IN");
    expect(kn.heading).toBe("ನಿಗದಿತ ಕೆಲಸಗಳು");
    expect(kn.jobs[0]!.lastRun).toBe("ಇನ್ನೂ ನಡೆದಿಲ್ಲ");
    const hi = await scheduledJobs("hi", [fine.job]);
    expect(hi.jobs[0]!.schedule).toBe("हर 2 दिन");
    expect(hi.jobs[0]!.outcome).toBe("ठीक: 1 बार देखा जाना दर्ज हुआ");
  });
});

// A job's type holds its counts to its labels.
const typed: Job = defineJob({
  name: "typed",
  title: "jobs.retention.title",
  does: "jobs.retention.does",
  everyMs: DAY_MS,
  counts: { sent: "jobs.count.sent" },
  // @ts-expect-error: "written" is not one of its counts
  run: () => Promise.resolve({ written: 1 }),
});
void typed;
