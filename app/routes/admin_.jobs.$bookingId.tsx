import { type ActionFunctionArgs, data, Form, Link, type LoaderFunctionArgs, type MetaFunction, useActionData, useLoaderData } from "react-router";
import * as z from "zod/mini";

import { type ActingAdmin, actorOf, requireAdmin, requireBookingFor } from "~/auth.server";
import { JobPlanPayments } from "~/components/admin/job-plan-payment";
import { HIDE_UTR_FOR_CASH, PaidBy } from "~/components/admin/paid-by";
import { UpiQr } from "~/components/admin/upi-qr";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { SAVE_OFFLINE_MESSAGE } from "~/content/admin";
import { DEFAULT_BRAND } from "~/content/booking";
import { business } from "~/content/business";
import { machineName } from "~/content/navigation";
import { can, landingPage } from "~/lib/auth/capabilities";
import { amountText, rupees } from "~/lib/billing/bill";
import { addressLine, mapHref } from "~/lib/booking/map-link";
import { noteInWords } from "~/lib/booking/staff-notes";
import { dismissRefusedTap, type QueuedTap } from "~/lib/field/tap-queue";
import { type Answer } from "~/lib/forms/answer";
import { redirectWithToast } from "~/lib/forms/toast.server";
import type { RouteHandle } from "~/lib/hooks/route-handle";
import { keptWhenOffline, useWaitingTaps } from "~/lib/hooks/use-waiting-taps";
import { LANGUAGES, type Locale } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import { billItemSchema, paymentSchema, UTR_MESSAGE } from "~/lib/schemas/bill";
import { bookingNoteSchema } from "~/lib/schemas/booking-triage";
import { submissionIdField } from "~/lib/schemas/fields";
import { settingIdSchema } from "~/lib/schemas/form-settings";
import * as clock from "~/lib/time/clock.server";
import { formatIstTime, formatVisitDay, istDateString } from "~/lib/time/ist";
import { addBillItem, type BillChange, getBill, PAYMENT_VOIDED, removeBillItem } from "~/models/bills.server";
import { addBookingNote, listBookingNotes, setBookingStatus } from "~/models/booking-triage.server";
import { customerBill } from "~/models/customer-bill.server";
import { planOfBooking } from "~/models/plan-cover.server";
import { addPlanToBill, plansOfBooking, plansOnSale } from "~/models/plans.server";
import { noteBookingView } from "~/models/privacy.server";
import { getPriceItem, listPriceItems, type PriceItem } from "~/models/settings.server";
import { currentSteps, listVisitProgress, recordVisitStep } from "~/models/visits.server";
import { intent, refusal, staffAction } from "~/staff/action.server";
import { mayComplete, mayCompleteUnpaid, open, takePayment } from "~/staff/booking-intents.server";
import { planPaymentIntent, plansAwaitingPayment } from "~/staff/plan-payment.server";

export const handle: RouteHandle = { publicChrome: false };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.words.title} - ${business.name}` : `Booking not found - ${business.name}` },
  { name: "robots", content: "noindex,nofollow" },
];

/** A price-list item as a reader of this language names it (the English name where it has none). */
function itemName(item: Pick<PriceItem, "name" | "name_kn" | "name_hi">, locale: Locale): string {
  return (locale === "kn" ? item.name_kn : locale === "hi" ? item.name_hi : "") || item.name;
}

/** The job screen's words, in the account's language: every text of the page comes from here. */
function jobWords(locale: Locale, reference: string) {
  const t = serverTranslator(locale);
  const tag = LANGUAGES[locale].tag;
  return {
    t,
    tag,
    words: {
      title: t("field.job", { reference }),
      back: t("field.back"),
      call: t("field.call"),
      map: t("field.map"),
      problem: t("field.problem"),
      notes: t("field.notes"),
      urgent: t("field.urgent"),
      arrived: t("field.arrived"),
      bill: t("field.bill"),
      noItems: t("field.noItems"),
      fromPriceList: t("field.fromPriceList"),
      add: t("field.add"),
      otherItem: t("field.otherItem"),
      itemName: t("field.itemName"),
      itemPart: t("field.itemPart"),
      hsn: t("field.hsn"),
      price: t("field.price"),
      quantity: t("field.quantity"),
      remove: t("field.remove"),
      total: t("field.total"),
      paid: t("field.paid"),
      due: t("field.due"),
      recordTitle: t("field.recordTitle"),
      paidBy: t("field.paidBy"),
      upi: t("field.upi"),
      cash: t("field.cash"),
      utr: t("field.utr"),
      utrHint: t("field.utrHint"),
      amount: t("field.amount"),
      amountHint: t("field.amountHint"),
      noUpi: t("field.noUpi"),
      workDone: t("field.work_done"),
      addNote: t("field.addNote"),
      note: t("field.note"),
      completed: t("field.completedNote"),
      planTitle: t("field.planTitle"),
      addPlan: t("field.addPlan"),
    },
  };
}

// One visit, finished on one screen on the technician's phone, in his language: the customer and
// where to go, the problem and notes, Arrived, the bill with the owner's ready items (and a line of
// his own), the amount due with the UPI QR and the payment (UPI with its UTR, or cash, in part or in
// full), then Work done, which completes the visit once nothing is due. Each step posts here and
// comes back to its section with the outcome said in his language; every form works without JavaScript.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, "jobs.open");
  const booking = await requireBookingFor(admin, params.bookingId);
  if (!can(admin.role, "bookings.read.unrecorded")) noteBookingView(actorOf(request, admin), booking);
  const { t, tag, words } = jobWords(admin.language, booking.reference);
  const [bill, forCustomer, priceItems, notes, progress, underPlan, onSale, sold] = await Promise.all([
    getBill(booking.id),
    customerBill(booking, booking.language),
    listPriceItems(),
    listBookingNotes(booking.id),
    listVisitProgress(booking.id),
    planOfBooking(booking.id),
    can(admin.role, "plan.sell") ? plansOnSale() : [],
    plansOfBooking(booking.id),
  ]);
  const steps = currentSteps(progress, booking.visit_date);
  const openVisit = booking.erased_at === null && (booking.status === "pending" || booking.status === "confirmed");
  const today = booking.visit_date === istDateString(clock.now());
  // Ready items are named as he reads them; a bill line that came from the list reads the same.
  const byName = new Map(priceItems.map((item) => [item.name, item]));
  const due = bill?.due ?? 0;
  return {
    locale: admin.language,
    // The page's own labels (its notifications), in his language.
    messages: messagesFor(admin.language, "page"),
    words,
    back: landingPage(admin),
    job: {
      id: booking.id,
      reference: booking.reference,
      name: booking.name,
      phone: booking.phone,
      urgent: booking.urgent === 1,
      when: booking.visit_date ? formatVisitDay(booking.visit_date, tag) : "",
      address: addressLine(booking),
      map: mapHref(booking),
      machine: [t.text(booking.service), booking.brand === DEFAULT_BRAND ? "" : booking.brand, booking.machine_type ? t(machineName(booking.machine_type)) : ""]
        .filter(Boolean)
        .join(" · "),
      problem: booking.issue || t("field.noProblem"),
      notes: notes.map((note) => noteInWords(note.body, t)),
    },
    open: openVisit,
    closed: booking.status === "completed" ? words.completed : t("field.jobClosed"),
    // A visit's steps are recorded on its day, and only a visit still open changes.
    arrivedAt: steps.arrived ? t("field.stepAt", { step: words.arrived, time: formatIstTime(steps.arrived, tag) }) : null,
    mayArrive: openVisit && today && !steps.arrived,
    mayFinish: openVisit && mayComplete(admin, booking),
    billOpen: openVisit && !bill?.issuedAt,
    items: (bill?.items ?? []).map((item) => {
      const ready = byName.get(item.description);
      return {
        id: item.id,
        name: ready ? itemName(ready, admin.language) : item.description,
        quantity: item.quantity,
        amount: rupees(item.quantity * item.unitPaise, tag),
      };
    }),
    total: rupees(bill?.totals.total ?? 0, tag),
    paid: rupees(bill?.paid ?? 0, tag),
    due,
    dueText: rupees(due, tag),
    dueAmount: amountText(due),
    upi: due > 0 ? (forCustomer?.upi ?? null) : null,
    collectTitle: t("field.collectTitle", { amount: rupees(due, tag) }),
    record: t("field.record", { amount: rupees(due, tag) }),
    // The payment form's own id: sent twice (kept offline, sent again), it is one payment.
    paySubmissionId: crypto.randomUUID(),
    noteSubmissionId: crypto.randomUUID(),
    waitingWords: {
      waiting: t("field.paymentWaiting", { amount: "{amount}" }),
      refused: t("field.paymentRefusedLater", { amount: "{amount}" }),
      note: t("field.waiting", { step: t("field.addNote") }),
      ok: t("field.ok"),
    },
    priceItems: priceItems.map((item) => ({ id: item.id, label: `${itemName(item, admin.language)} · ${rupees(item.unit_paise, tag)}` })),
    // A maintenance plan in force for this phone and machine: the bill prices the repair by it.
    underPlan: underPlan ? t("field.underPlan", { name: underPlan.name, date: formatVisitDay(underPlan.endsOn, tag) }) : null,
    // Asked for on the booking's page and waiting for its own payment: he may take it (cash, or UPI with its UTR).
    planPayments: can(admin.role, "plan.sell") && booking.erased_at === null ? plansAwaitingPayment(sold, t, tag) : [],
    // Sold at the door: a plan on sale, as a line of this bill (it starts when the bill is paid).
    plans: underPlan
      ? []
      : onSale
          .filter((plan) => !sold.some((soldPlan) => soldPlan.name === plan.name && soldPlan.status === "awaiting-payment"))
          .map((plan) => ({
            id: plan.id,
            label: `${plan.name} · ${rupees(plan.price_paise, tag)} · ${t("field.planTerm", { months: String(plan.months), visits: String(plan.visits) })}`,
          })),
    // The schemas' and the bill's English messages as he reads them (the form shows the server's answer).
    // Not `messages`: a route's `messages` are its words for the page's translator (lib/i18n).
    inHisWords: {
      [SAVE_OFFLINE_MESSAGE]: t.text(SAVE_OFFLINE_MESSAGE),
      [UTR_MESSAGE]: t("field.utrMissing"),
      "Enter the amount": t("field.amountInvalid"),
      "Enter the amount in rupees, like 450 or 1299.50": t("field.amountInvalid"),
      "The amount must be more than ₹0": t("field.amountInvalid"),
      "Enter what the item is": t("field.itemNameMissing"),
      "Write the note first": t("field.noteMissing"),
      "Enter the unit price": t("field.priceInvalid"),
      "Enter the unit price in rupees, like 450 or 1299.50": t("field.priceInvalid"),
    } as Record<string, string>,
  };
}

const stepSchema = z.object({});
const readyItemSchema = z.object({ item: settingIdSchema });
const removeSchema = z.object({ id: settingIdSchema });

/** What the bill's model answered, said in his language: done, back to the section; refused, in place. */
function said(outcome: BillChange, admin: ActingAdmin, back: string, done: (english: string) => string) {
  const t = serverTranslator(admin.language);
  if (outcome.status === "not-found") throw data("Booking not found", { status: 404 });
  if (outcome.status === "refused") {
    const more = /^That is more than the (.+) due\.$/.exec(outcome.message);
    const message = outcome.message.startsWith("The bill is issued")
      ? t("field.billIssued")
      : outcome.message === PAYMENT_VOIDED
        ? t("field.paymentVoided")
        : more
          ? t("field.moreThanDue", { amount: more[1]! })
          : t("field.notDone", { reason: outcome.message });
    return refusal(message, { field: outcome.field, status: 409 });
  }
  return redirectWithToast(back, { title: done(outcome.done) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  return staffAction(request, {
    scope: (admin) => requireBookingFor(admin, params.bookingId),
    intents: (booking, admin) => {
      const t = serverTranslator(admin.language);
      const tag = LANGUAGES[admin.language].tag;
      const here = `/admin/jobs/${booking.id}`;
      return {
        arrived: intent({
          capability: "visit.progress",
          schema: stepSchema,
          handler: async () => {
            const outcome = await recordVisitStep(open(booking).id, "arrived", admin.actor);
            if (outcome === "closed") return refusal(t("field.jobClosed"), { status: 409 });
            return redirectWithToast(`${here}#arrival`, { title: t("field.arrived") });
          },
        }),
        "add-ready": intent({
          capability: "bill.edit",
          schema: readyItemSchema,
          handler: async ({ value }) => {
            const item = await getPriceItem(value.item);
            if (!item) return refusal(t("field.notDone", { reason: "That item is no longer on the price list." }), { field: "item", status: 409 });
            const outcome = await addBillItem(
              open(booking).id,
              { description: item.name, kind: item.kind, hsn: item.hsn, quantity: 1, unitPaise: item.unit_paise },
              admin.actor,
            );
            return said(outcome, admin, `${here}#bill`, () => t("field.itemAdded", { item: itemName(item, admin.language) }));
          },
        }),
        "add-plan": intent({
          capability: "plan.sell",
          schema: z.object({ plan: settingIdSchema }),
          handler: async ({ value }) => {
            const outcome = await addPlanToBill(open(booking).id, value.plan, admin.actor);
            if (outcome.status === "refused") return refusal(t("field.notDone", { reason: outcome.message }), { field: "plan", status: 409 });
            return redirectWithToast(`${here}#bill`, { title: t("field.planAdded") });
          },
        }),
        "add-item": intent({
          capability: "bill.edit",
          schema: billItemSchema,
          handler: async ({ value }) => {
            const outcome = await addBillItem(
              open(booking).id,
              { description: value.description, kind: value.kind, hsn: value.hsn, quantity: value.quantity, unitPaise: value.unitPrice },
              admin.actor,
            );
            return said(outcome, admin, `${here}#bill`, () => t("field.itemAdded", { item: value.description }));
          },
        }),
        "remove-item": intent({
          capability: "bill.edit",
          schema: removeSchema,
          handler: async ({ value }) =>
            said(await removeBillItem(open(booking).id, value.id, admin.actor), admin, `${here}#bill`, () => t("field.itemRemoved")),
        }),
        "plan-payment": planPaymentIntent(booking, t, `${here}#plan-payment`),
        pay: intent({
          capability: "payment.take",
          schema: paymentSchema,
          handler: async ({ value: { method, amount, reference, submissionId } }) => {
            const outcome = await takePayment(booking, admin, { method, amount, reference, submissionId });
            return said(outcome, admin, `${here}#payment`, (done) =>
              done === "Paid in Full" ? t("field.paidInFull") : t("field.paymentRecorded", { amount: rupees(amount, tag) }),
            );
          },
        }),
        // Work done: the step, and the visit completed, once nothing is due. With money due, nothing
        // changes and he is told what is due, unless the owner's rule lets him leave it to the office
        // (then the toast says what is still due).
        // A note for the office ("the customer wants a call before 5"), kept on the phone with no signal and written once.
        note: intent({
          capability: "booking.note",
          schema: z.object({ ...bookingNoteSchema.shape, submissionId: z.optional(submissionIdField) }),
          handler: async ({ value }) => {
            if (!(await addBookingNote(booking.id, value.note, admin.actor, value.submissionId))) throw data("Booking not found", { status: 404 });
            return redirectWithToast(`${here}#notes`, { title: t("field.noteAdded") });
          },
        }),
        done: intent({
          capability: "booking.status",
          schema: stepSchema,
          handler: async () => {
            open(booking);
            if (!mayComplete(admin, booking)) return refusal(t("field.jobClosed"), { status: 403 });
            const due = (await getBill(booking.id))?.due ?? 0;
            if (due > 0 && !(await mayCompleteUnpaid(admin))) return refusal(t("field.stillDue", { amount: rupees(due, tag) }), { status: 409 });
            const step = await recordVisitStep(booking.id, "work_done", admin.actor);
            if (step === "closed") return refusal(t("field.jobClosed"), { status: 409 });
            const outcome = await setBookingStatus(booking.id, "completed", admin.actor);
            if (outcome.status === "not-found") throw data("Booking not found", { status: 404 });
            if (outcome.status === "refused") return refusal(t("field.notDone", { reason: outcome.message }), { status: 409 });
            return redirectWithToast(`${here}#finish`, {
              title: due > 0 ? t("field.jobCompletedUnpaid", { amount: rupees(due, tag) }) : t("field.jobCompleted"),
            });
          },
        }),
      };
    },
  });
}

// A payment made with no signal is kept on the phone, shown waiting, and sent when the signal
// returns, recorded once (its submission id); the other steps say in place that they were not sent.
export const clientAction = keptWhenOffline(
  (form) => form.get("intent") === "pay" || form.get("intent") === "note",
  (request) => new URL(request.url).pathname.split("/").at(-1) ?? "",
);

type JobData = ReturnType<typeof useLoaderData<typeof loader>>;

/** The messages an answer carries for one intent (at a field, or for the form), as he reads them. */
function useMessages(intentName: string, messages: JobData["inHisWords"]): { form: string[]; field: (name: string) => string[] } {
  const answer = useActionData<Answer>();
  const errors = answer?.intent === intentName ? (answer.result.error ?? {}) : {};
  const say = (list: readonly string[] | null | undefined) => (list ?? []).map((message) => messages[message] ?? message);
  return { form: say(errors[""]), field: (name) => say(errors[name]) };
}

function Said({ messages }: { messages: readonly string[] }) {
  return messages.length ? (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
      {messages.join(" ")}
    </p>
  ) : null;
}

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
  const taps = useWaitingTaps();
  const here = (tap: QueuedTap) => tap.step === "pay" && tap.bookingId === String(job.id);
  const amountOf = (tap: QueuedTap) => `₹${tap.fields.find(([name]) => name === "amount")?.[1] ?? ""}`;
  return (
    <main id="main" lang={LANGUAGES[data.locale].tag} className="mx-auto min-h-dvh max-w-md space-y-5 bg-white px-4 py-4">
      <Link to={data.back} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
        ← {words.back}
      </Link>

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
          <Form method="post" className="space-y-2 pt-2">
            <input type="hidden" name="submissionId" value={data.noteSubmissionId} />
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
                {data.billOpen ? (
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
              <Said messages={[...ready.form, ...ready.field("item")]} />
              <label className="block text-sm font-medium text-slate-800">
                {words.fromPriceList}
                <select name="item" required className={input}>
                  {data.priceItems.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.label}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" name="intent" value="add-ready" className={buttonClass({ size: "lg", className: "w-full" })}>
                {words.add}
              </button>
            </Form>
            {data.plans.length ? (
              <Form method="post" className="space-y-2">
                <Said messages={[...planSale.form, ...planSale.field("plan")]} />
                <label className="block text-sm font-medium text-slate-800">
                  {words.planTitle}
                  <select name="plan" required className={input}>
                    {data.plans.map((plan) => (
                      <option key={plan.id} value={plan.id}>
                        {plan.label}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" name="intent" value="add-plan" className={buttonClass({ variant: "outline", size: "lg", className: "w-full" })}>
                  {words.addPlan}
                </button>
              </Form>
            ) : null}
            <details open={other.form.length > 0 || other.field("description").length > 0 || other.field("unitPrice").length > 0}>
              <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-700">{words.otherItem}</summary>
              <Form method="post" className="space-y-2 pt-2">
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
          <KeptPayments
            waiting={taps.waiting.filter(here).map((tap) => ({ key: tap.key, text: data.waitingWords.waiting.replace("{amount}", amountOf(tap)) }))}
            refused={taps.refused.filter(here).map((tap) => ({ key: tap.key, text: data.waitingWords.refused.replace("{amount}", amountOf(tap)) }))}
            ok={data.waitingWords.ok}
          />
          {/* Cash needs no UTR: its box goes while Cash is chosen (the server asks for one only with UPI). */}
          <Form method="post" className={`space-y-3 ${HIDE_UTR_FOR_CASH}`}>
            <h3 className="font-semibold text-slate-900">{words.recordTitle}</h3>
            <input type="hidden" name="submissionId" value={data.paySubmissionId} />
            <Said messages={[...payment.form, ...payment.field("method"), ...payment.field("amount"), ...payment.field("reference")]} />
            <PaidBy name="method" legend={words.paidBy} labels={words} checked={data.upi ? "upi" : "cash"} />
            <label className="block text-sm font-medium text-slate-800">
              {words.amount}
              <input name="amount" inputMode="decimal" defaultValue={data.dueAmount} required maxLength={12} aria-describedby="amount-hint" className={input} />
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

      <section id="finish" aria-label={words.workDone} className="scroll-mt-4 space-y-2 border-t border-slate-200 pt-4">
        <Said messages={finish.form} />
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
    </main>
  );
}

/** Payments kept on the phone with no signal: waiting to be sent, or refused when they arrived (the bill changed meanwhile). */
function KeptPayments({ waiting, refused, ok }: { waiting: { key: string; text: string }[]; refused: { key: string; text: string }[]; ok: string }) {
  if (waiting.length === 0 && refused.length === 0) return null;
  return (
    <div className="space-y-2">
      {waiting.map((tap) => (
        <p key={tap.key} role="status" className="rounded-lg bg-amber-50 p-3 font-medium text-amber-900">
          ⏳ {tap.text}
        </p>
      ))}
      {refused.map((tap) => (
        <div key={tap.key} role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          <p className="flex-1">⚠ {tap.text}</p>
          <button type="button" onClick={() => dismissRefusedTap(tap.key)} className="min-h-11 px-2 underline">
            {ok}
          </button>
        </div>
      ))}
    </div>
  );
}
