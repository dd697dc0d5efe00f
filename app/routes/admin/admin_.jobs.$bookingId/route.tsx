import { Form, Link, type MetaFunction, useLoaderData } from "react-router";

import { Said } from "~/components/admin/field-form";
import { JobPlanPayments } from "~/components/admin/job-plan-payment";
import { SentTaps, WaitingTaps } from "~/components/admin/kept-taps";
import { HIDE_UTR_FOR_CASH, PaidBy } from "~/components/admin/paid-by";
import { UpiQr } from "~/components/admin/upi-qr";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { business } from "~/content/business";
import { type QueuedTap } from "~/lib/field/tap-queue";
import type { RouteHandle } from "~/lib/hooks/route-handle";
import { useKeepCurrent } from "~/lib/hooks/use-keep-current";
import { keptWhenOffline, useTapSubmissionId, useWaitingTaps } from "~/lib/hooks/use-waiting-taps";
import { LANGUAGES } from "~/lib/i18n/locales";

import { KeptHere } from "./kept";
import type { loader } from "./loader.server";
import { NotFinishing } from "./not-finishing";
import { VisitRecord } from "./record";
import { useMessages } from "./said";

export const handle: RouteHandle = { publicChrome: false };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.words.title} - ${business.name}` : `Booking not found - ${business.name}` },
  { name: "robots", content: "noindex,nofollow" },
];

export { action } from "./action.server";
export { loader } from "./loader.server";

// Arrived, a bill line, a payment, a note, a photo, Work done, not at home and waiting for a part made
// with no signal are kept on the phone, shown waiting, and sent in order when the signal returns,
// recorded once (a step once a visit day; the others by their submission id); the other forms (the
// return visit needs a day and slot with room, known only online) say in place that they were not sent.
const KEPT = new Set(["arrived", "add-ready", "add-item", "pay", "note", "before", "after", "label", "done", "not-home", "waiting-part"]);
export const clientAction = keptWhenOffline(
  (form) => KEPT.has(String(form.get("intent"))),
  (request) => new URL(request.url).pathname.split("/").at(-1) ?? "",
);

const input = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base";

export default function Job() {
  const data = useLoaderData<typeof loader>();
  const { words, job, inHisWords: messages } = data;
  const arrival = useMessages("arrived", messages);
  const ready = useMessages("add-ready", messages);
  const planSale = useMessages("add-plan", messages);
  const other = useMessages("add-item", messages);
  const removal = useMessages("remove-item", messages);
  const payment = useMessages("pay", messages);
  const planPayment = useMessages("plan-payment", messages);
  const finish = useMessages("done", messages);
  const noting = useMessages("note", messages);
  const [notHome, waiting, returning] = [useMessages("not-home", messages), useMessages("waiting-part", messages), useMessages("return-visit", messages)];
  const taps = useWaitingTaps();
  // A payment the gateway records by itself turns the page to Paid on its next look.
  useKeepCurrent(10_000, data.watchPaid);
  const lineId = useTapSubmissionId(data.lineSubmissionId, taps.waiting);
  const noteId = useTapSubmissionId(data.noteSubmissionId, taps.waiting);
  const ofThis = (steps: string[]) => (tap: QueuedTap) => steps.includes(tap.step) && tap.bookingId === String(job.id);
  const [here, finishing, notFinishing] = [ofThis(["pay"]), ofThis(["done"]), ofThis(["not-home", "waiting-part"])];
  const field = (tap: QueuedTap, name: string) => tap.fields.find(([key]) => key === name)?.[1] ?? "";
  const amountOf = (tap: QueuedTap) => `₹${field(tap, "amount")}`;
  // A tap kept offline as he reads it: the line (the price list's in his words), the amount, the step.
  const tapName = (tap: QueuedTap) =>
    tap.step === "add-ready"
      ? `${Number(field(tap, "quantity")) > 1 ? `${field(tap, "quantity")} × ` : ""}${data.priceItems.find((item) => String(item.id) === field(tap, "item"))?.label ?? words.bill}`
      : tap.step === "add-item"
        ? field(tap, "description")
        : tap.step === "pay"
          ? amountOf(tap)
          : tap.step === "waiting-part"
            ? `${data.schedule.words.waitingPart}: ${field(tap, "part")}`
            : (({ note: words.addNote, done: words.workDone, "not-home": data.schedule.words.notHome } as Record<string, string>)[tap.step] ??
              data.stepNames[tap.step] ??
              data.visitRecord.tapNames[tap.step] ??
              tap.step);
  const lines = taps.waiting.filter((tap) => (tap.step === "add-ready" || tap.step === "add-item") && tap.bookingId === String(job.id));
  return (
    <main id="main" lang={LANGUAGES[data.locale].tag} className="mx-auto min-h-dvh max-w-md space-y-5 bg-white px-4 py-4">
      <Link to={data.back} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
        ← {words.back}
      </Link>
      <SentTaps sent={taps.sent} words={data.tapWords} name={tapName} dismiss={taps.dismissSent} />

      <section aria-labelledby="job-heading" className="space-y-2">
        <h1 id="job-heading" className="text-xl font-bold text-slate-900">
          {job.name} {job.urgent ? <Badge tone="danger">{words.urgent}</Badge> : null}
        </h1>
        <p className="font-mono text-sm text-slate-600">
          {job.reference} · {job.when}
        </p>
        {data.underPlan ? <p className="rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-900">{data.underPlan}</p> : null}
        <p className="break-words text-slate-800">{job.address}</p>
        <div className="flex gap-2">
          <a href={`tel:${job.phone}`} className={buttonClass({ variant: "call", className: "flex-1" })}>
            {words.call}
          </a>
          <a href={job.map} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: "outline", className: "flex-1" })}>
            {words.map}
          </a>
        </div>
      </section>

      <section aria-label={words.problem} className="space-y-1">
        <p className="text-sm font-medium text-slate-600">{words.problem}</p>
        <p className="text-sm text-slate-600">{job.machine}</p>
        <p className="whitespace-pre-wrap text-slate-900">{job.problem}</p>
        {job.notes.length ? (
          <>
            <p className="pt-2 text-sm font-medium text-slate-600">{words.notes}</p>
            <ul className="list-disc space-y-1 pl-5 text-slate-800">
              {job.notes.map((note, index) => (
                <li key={index} className="whitespace-pre-wrap">
                  {note}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section id="notes" aria-label={words.addNote} className="scroll-mt-4 space-y-2">
        {taps.waiting
          .filter((tap) => tap.step === "note" && tap.bookingId === String(job.id))
          .map((tap) => (
            <p key={tap.key} role="status" className="rounded-lg bg-amber-50 p-3 font-medium text-amber-900">
              ⏳ {data.waitingWords.note}
            </p>
          ))}
        <details open={noting.form.length > 0 || noting.field("note").length > 0}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-700">{words.addNote}</summary>
          {/* Keyed by its id: once the note is sent (or kept on the phone), a new id comes and the box is empty again. */}
          <Form key={noteId} method="post" className="space-y-2 pt-2">
            <input type="hidden" name="submissionId" value={noteId} />
            <Said messages={[...noting.form, ...noting.field("note")]} />
            <label className="block text-sm font-medium text-slate-800">
              {words.note}
              <textarea name="note" required maxLength={1000} rows={3} className={input} />
            </label>
            <button type="submit" name="intent" value="note" className={buttonClass({ variant: "outline", size: "lg", className: "w-full" })}>
              {words.addNote}
            </button>
          </Form>
        </details>
      </section>

      <section id="arrival" aria-label={words.arrived} className="scroll-mt-4 space-y-2">
        <Said messages={arrival.form} />
        <WaitingTaps taps={taps.waiting.filter((tap) => tap.step === "arrived" && tap.bookingId === String(job.id))} words={data.tapWords} name={tapName} />
        {data.arrivedAt ? (
          <p className="rounded-lg bg-green-50 p-3 font-medium text-green-900">{data.arrivedAt}</p>
        ) : data.mayArrive ? (
          <Form method="post">
            <button type="submit" name="intent" value="arrived" className={buttonClass({ variant: "outline", size: "lg", className: "w-full" })}>
              {words.arrived}
            </button>
          </Form>
        ) : null}
      </section>

      <section id="bill" aria-labelledby="bill-heading" className="scroll-mt-4 space-y-3 border-t border-slate-200 pt-4">
        <h2 id="bill-heading" className="text-lg font-semibold text-slate-900">
          {words.bill}
        </h2>
        <Said messages={[...removal.form]} />
        <WaitingTaps taps={lines} words={data.tapWords} name={tapName} />
        {data.items.length === 0 ? (
          <p className="text-slate-600">{words.noItems}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {data.items.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-2 py-2">
                <span className="min-w-0 flex-1 break-words">
                  {item.quantity > 1 ? `${item.quantity} × ` : ""}
                  {item.name}
                </span>
                <span className="font-medium whitespace-nowrap">{item.amount}</span>
                {data.billOpen && item.open ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={item.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="remove-item"
                      aria-label={`${words.remove}: ${item.name}`}
                      className="min-h-11 px-2 text-sm font-medium text-red-700 underline"
                    >
                      {words.remove}
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {data.parts.map((part) => (
          <p key={part} className="text-sm font-medium text-slate-700">
            {part}
          </p>
        ))}
        <dl className="grid grid-cols-3 gap-2 rounded-lg bg-slate-50 p-3 text-center">
          <div>
            <dt className="text-xs text-slate-600">{words.total}</dt>
            <dd className="font-semibold">{data.total}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">{words.paid}</dt>
            <dd className="font-semibold">{data.paid}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">{words.due}</dt>
            <dd className="font-semibold">{data.dueText}</dd>
          </div>
        </dl>
        {data.billOpen ? (
          <>
            <Form method="post" className="space-y-2">
              <input type="hidden" name="submissionId" value={lineId} />
              <Said messages={[...ready.form, ...ready.field("item"), ...ready.field("quantity")]} />
              <div className="flex items-end gap-2">
                <label className="block min-w-0 flex-1 text-sm font-medium text-slate-800">
                  {words.fromPriceList}
                  <select name="item" required className={input}>
                    {data.priceItems.map((item) => (
                      <option key={item.id} value={item.id}>
                        {item.label}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="block w-20 text-sm font-medium text-slate-800">
                  {words.quantity}
                  <input name="quantity" type="number" inputMode="numeric" min={1} max={99} defaultValue="1" required className={input} />
                </label>
              </div>
              <button type="submit" name="intent" value="add-ready" className={buttonClass({ size: "lg", className: "w-full" })}>
                {words.add}
              </button>
            </Form>
            {data.plans.length ? (
              <Form method="post" className="space-y-2">
                <Said messages={[...planSale.form, ...planSale.field("plan")]} />
                {/* A choice per line, its words wrapped: a select would cut a plan's name at 360 px. */}
                <fieldset className="space-y-1">
                  <legend className="text-sm font-medium text-slate-800">{words.planTitle}</legend>
                  {data.plans.map((plan, index) => (
                    <label key={plan.id} className="grid min-h-11 grid-cols-[1.25rem_1fr] gap-x-3 rounded-lg border border-slate-300 p-3 break-words">
                      <input type="radio" name="plan" value={plan.id} required defaultChecked={index === 0} className="row-span-2 mt-0.5 h-5 w-5" />
                      <span className="min-w-0 font-medium text-slate-900">{plan.name}</span>
                      <span className="min-w-0 text-sm text-slate-600">{plan.terms}</span>
                    </label>
                  ))}
                </fieldset>
                <button type="submit" name="intent" value="add-plan" className={buttonClass({ variant: "outline", size: "lg", className: "w-full" })}>
                  {words.addPlan}
                </button>
              </Form>
            ) : null}
            <details open={other.form.length > 0 || other.field("description").length > 0 || other.field("unitPrice").length > 0}>
              <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-700">{words.otherItem}</summary>
              <Form method="post" className="space-y-2 pt-2">
                <input type="hidden" name="submissionId" value={lineId} />
                <Said
                  messages={[...other.form, ...other.field("description"), ...other.field("hsn"), ...other.field("quantity"), ...other.field("unitPrice")]}
                />
                <label className="block text-sm font-medium text-slate-800">
                  {words.itemName}
                  <input name="description" required maxLength={120} className={input} />
                </label>
                <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
                  <input type="checkbox" name="kind" value="part" className="h-5 w-5" />
                  {words.itemPart}
                </label>
                <div className="grid grid-cols-3 gap-2">
                  <label className="block text-sm font-medium text-slate-800">
                    {words.hsn}
                    <input name="hsn" inputMode="numeric" maxLength={8} className={input} />
                  </label>
                  <label className="block text-sm font-medium text-slate-800">
                    {words.quantity}
                    <input name="quantity" inputMode="numeric" defaultValue="1" required maxLength={3} className={input} />
                  </label>
                  <label className="block text-sm font-medium text-slate-800">
                    {words.price}
                    <input name="unitPrice" inputMode="decimal" required maxLength={12} className={input} />
                  </label>
                </div>
                <button type="submit" name="intent" value="add-item" className={buttonClass({ variant: "outline", size: "lg", className: "w-full" })}>
                  {words.add}
                </button>
              </Form>
            </details>
          </>
        ) : null}
      </section>

      {data.due > 0 && data.open ? (
        <section id="payment" aria-labelledby="payment-heading" className="scroll-mt-4 space-y-3 border-t border-slate-200 pt-4">
          <h2 id="payment-heading" className="text-lg font-semibold text-slate-900">
            {data.collectTitle}
          </h2>
          {data.upi ? <UpiQr upi={data.upi} label={data.collectTitle} /> : <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{words.noUpi}</p>}
          <KeptHere
            waiting={taps.waiting.filter(here).map((tap) => ({ key: tap.key, text: data.waitingWords.waiting.replace("{amount}", amountOf(tap)) }))}
            refused={taps.refused.filter(here).map((tap) => ({ key: tap.key, text: data.waitingWords.refused.replace("{amount}", amountOf(tap)) }))}
            ok={data.waitingWords.ok}
          />
          {/* Cash needs no UTR: its box goes while Cash is chosen (the server asks for one only with UPI). */}
          {/* With the payment gateway (watchPaid) UPI records itself: he records cash, and types no UTR. */}
          <Form method="post" className={`space-y-3 ${data.watchPaid ? "[&_[data-utr]]:hidden" : HIDE_UTR_FOR_CASH}`}>
            <h3 className="font-semibold text-slate-900">{words.recordTitle}</h3>
            <input type="hidden" name="submissionId" value={data.paySubmissionId} />
            <Said messages={[...payment.form, ...payment.field("method"), ...payment.field("amount"), ...payment.field("reference")]} />
            {data.watchPaid ? (
              <input type="hidden" name="method" value="cash" />
            ) : (
              <PaidBy name="method" legend={words.paidBy} labels={words} checked={data.upi ? "upi" : "cash"} />
            )}
            <label className="block text-sm font-medium text-slate-800">
              {words.amount}
              {/* Keyed by what is due: a line added or removed puts the new figure in the box, the one the button names. */}
              <input
                key={data.dueAmount}
                name="amount"
                inputMode="decimal"
                defaultValue={data.dueAmount}
                required
                maxLength={12}
                aria-describedby="amount-hint"
                className={input}
              />
              <span id="amount-hint" className="mt-1 block text-xs font-normal text-slate-500">
                {words.amountHint}
              </span>
            </label>
            <label data-utr="" className="block text-sm font-medium text-slate-800">
              {words.utr}
              <input name="reference" inputMode="numeric" autoComplete="off" maxLength={100} aria-describedby="utr-hint" className={input} />
              <span id="utr-hint" className="mt-1 block text-xs font-normal text-slate-500">
                {words.utrHint}
              </span>
            </label>
            <button type="submit" name="intent" value="pay" className={buttonClass({ variant: "success", size: "lg", className: "w-full" })}>
              {data.record}
            </button>
          </Form>
        </section>
      ) : null}

      <JobPlanPayments
        plans={data.planPayments}
        words={words}
        refused={[...planPayment.form, ...planPayment.field("method"), ...planPayment.field("reference")]}
      />

      <VisitRecord jobId={job.id} record={data.visitRecord} inHisWords={messages} taps={taps} />

      <section id="finish" aria-label={words.workDone} className="scroll-mt-4 space-y-2 border-t border-slate-200 pt-4">
        <Said messages={finish.form} />
        <KeptHere
          waiting={taps.waiting.filter(finishing).map((tap) => ({ key: tap.key, text: data.tapWords.waiting.replace("{step}", tapName(tap)) }))}
          refused={taps.refused.filter(finishing).map((tap) => ({ key: tap.key, text: data.waitingWords.doneRefused }))}
          ok={data.waitingWords.ok}
        />
        {data.open ? (
          data.mayFinish ? (
            <Form method="post">
              <button type="submit" name="intent" value="done" className={buttonClass({ size: "lg", className: "w-full" })}>
                {words.workDone}
              </button>
            </Form>
          ) : null
        ) : (
          <p className="rounded-lg bg-green-50 p-3 font-medium text-green-900">{data.closed}</p>
        )}
      </section>

      <NotFinishing schedule={data.schedule} notHome={notHome} waiting={waiting} returning={returning}>
        <KeptHere
          waiting={taps.waiting.filter(notFinishing).map((tap) => ({ key: tap.key, text: data.tapWords.waiting.replace("{step}", tapName(tap)) }))}
          refused={taps.refused.filter(notFinishing).map((tap) => ({ key: tap.key, text: data.tapWords.notDone.replace("{what}", tapName(tap)) }))}
          ok={data.waitingWords.ok}
        />
      </NotFinishing>
    </main>
  );
}
