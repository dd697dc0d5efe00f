import type { ReactNode } from "react";
import { Form } from "react-router";

import { Said } from "~/components/admin/field-form";
import { VisitMoveForm } from "~/components/admin/visit-move-form";
import { buttonClass } from "~/components/ui/button";

import type { loader } from "./loader.server";

type Schedule = Awaited<ReturnType<typeof loader>>["schedule"];
type Messages = { form: string[]; field: (name: string) => string[] };

const input = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base";

/**
 * Beside Work done, for a visit that cannot finish today: "customer not at home", "waiting for a
 * part" (named, its price on the bill when known), and the return visit on another day. Plain
 * form posts, each answered at its own fields; `children`: those kept on the phone with no signal.
 */
export function NotFinishing({
  schedule,
  notHome,
  waiting,
  returning,
  children,
}: {
  schedule: Schedule;
  notHome: Messages;
  waiting: Messages;
  returning: Messages;
  children: ReactNode;
}) {
  const { words } = schedule;
  if (!schedule.mayMark && !schedule.choices && schedule.recorded.length === 0) return null;
  const waitingOpen = waiting.form.length + waiting.field("part").length + waiting.field("price").length + waiting.field("hsn").length > 0;
  const returnErrors = { form: returning.form, visitDate: returning.field("visitDate"), timeSlot: returning.field("timeSlot") };
  return (
    <section id="not-finishing" aria-labelledby="not-finishing-heading" className="scroll-mt-4 space-y-3 border-t border-slate-200 pt-4">
      <h2 id="not-finishing-heading" className="text-lg font-semibold text-slate-900">
        {words.heading}
      </h2>
      {schedule.recorded.map((text) => (
        <p key={text} className="rounded-lg bg-amber-50 p-3 font-medium text-amber-900">
          {text}
        </p>
      ))}
      {children}
      {schedule.mayMark ? (
        <>
          <Form method="post">
            <Said messages={notHome.form} />
            <button type="submit" name="intent" value="not-home" className={buttonClass({ variant: "outline", size: "lg", className: "w-full" })}>
              {words.notHome}
            </button>
          </Form>
          <details open={waitingOpen}>
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-700">{words.waitingPart}</summary>
            <Form method="post" className="space-y-2 pt-2">
              <Said messages={[...waiting.form, ...waiting.field("part"), ...waiting.field("price"), ...waiting.field("hsn")]} />
              <label className="block text-sm font-medium text-slate-800">
                {words.part}
                <input name="part" required maxLength={120} className={input} />
              </label>
              <div className="grid grid-cols-2 gap-2">
                <label className="block text-sm font-medium text-slate-800">
                  {words.price}
                  <input name="price" inputMode="decimal" maxLength={12} className={input} />
                </label>
                <label className="block text-sm font-medium text-slate-800">
                  {words.hsn}
                  <input name="hsn" inputMode="numeric" maxLength={8} className={input} />
                </label>
              </div>
              <button type="submit" name="intent" value="waiting-part" className={buttonClass({ variant: "outline", size: "lg", className: "w-full" })}>
                {words.waitingPart}
              </button>
            </Form>
          </details>
        </>
      ) : null}
      {schedule.choices ? (
        <details open={returnErrors.form.length + returnErrors.visitDate.length + returnErrors.timeSlot.length > 0}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-700">{words.returnVisit}</summary>
          <div className="pt-2">
            <VisitMoveForm intent="return-visit" words={words.move} choices={schedule.choices} errors={returnErrors} defaultDay={schedule.defaultDay} />
          </div>
        </details>
      ) : null}
    </section>
  );
}
