import type { ScheduledJobs as Jobs } from "~/jobs/view.server";

/** The owner's view of the periodic jobs (app/jobs/): what each does, how often, and its last run. Words come translated from the loader. */
export function ScheduledJobs({ lang, heading, intro, jobs }: Jobs) {
  return (
    <section id="jobs" lang={lang} aria-labelledby="jobs-heading" className="scroll-mt-4 rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-200 px-4 py-3">
        <h3 id="jobs-heading" className="font-semibold">
          {heading}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{intro}</p>
      </div>
      <ul aria-labelledby="jobs-heading" className="divide-y divide-slate-100">
        {jobs.map((job) => (
          <li key={job.name} data-job={job.name} className="space-y-1 px-4 py-3 text-sm">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium text-slate-900">{job.title}</span>
              <span className="text-slate-600">{job.schedule}</span>
            </p>
            <p className="text-slate-600">{job.does}</p>
            <p className="text-slate-900">
              {job.lastRun}
              {job.outcome ? (
                <>
                  {" · "}
                  <span className={job.failed ? "font-medium text-red-700" : undefined}>{job.outcome}</span>
                </>
              ) : null}
            </p>
            {job.lastWork ? <p className="text-slate-600">{job.lastWork}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
