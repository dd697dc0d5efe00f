// The job screen's data: one visit, in the technician's language (route.tsx draws it).
import { type LoaderFunctionArgs } from "react-router";

import { actorOf, requireAdmin, requireBookingFor } from "~/auth.server";
import { SAVE_OFFLINE_MESSAGE } from "~/content/admin";
import { DEFAULT_BRAND } from "~/content/booking";
import { machineName } from "~/content/navigation";
import { env } from "~/env.server";
import { gatewayConfig } from "~/integrations/payment-gateway-config.server";
import { can, landingPage } from "~/lib/auth/capabilities";
import { amountText, rupees } from "~/lib/billing/bill";
import { cheapestFirst } from "~/lib/billing/price-list";
import { addressLine, mapHref } from "~/lib/booking/map-link";
import { noteInWords } from "~/lib/booking/staff-notes";
import { VISIT_STEPS } from "~/lib/booking/visit-steps";
import { LANGUAGES, type Locale } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import { lineText } from "~/lib/i18n/outcome.server";
import { QUANTITY_MESSAGE, UTR_MESSAGE } from "~/lib/schemas/bill";
import * as clock from "~/lib/time/clock.server";
import { formatDayWithYear, formatIstTime, formatVisitDay, istDateString } from "~/lib/time/ist";
import { partHeadings } from "~/models/bill-parts.server";
import { getBill } from "~/models/bills.server";
import { listBookingNotes } from "~/models/booking-triage.server";
import { customerBill } from "~/models/customer-bill.server";
import { planOfBooking } from "~/models/plan-cover.server";
import { plansOfBooking, plansOnSale } from "~/models/plans.server";
import { noteBookingView } from "~/models/privacy.server";
import { listPriceItems, type PriceItem } from "~/models/settings.server";
import { currentSteps, listVisitProgress } from "~/models/visits.server";
import { mayComplete } from "~/staff/booking-intents.server";
import { plansAwaitingPayment } from "~/staff/plan-payment.server";

import { visitRecord } from "./record.server";
import { notFinishing } from "./schedule.server";

/** A price-list item as a reader of this language names it (the English name where it has none). */
export function itemName(item: Pick<PriceItem, "name" | "name_kn" | "name_hi">, locale: Locale): string {
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
      // With a payment gateway the QR code is made by the job within seconds; the page looks again.
      noUpi: gatewayConfig(env()).on ? t("field.qrComing") : t("field.noUpi"),
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
  const schedule = await notFinishing(admin, { open: openVisit, today, visitDate: booking.visit_date, steps });
  return {
    schedule,
    visitRecord: await visitRecord(admin.language, booking, openVisit),
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
    // Lines are added to the bill's open part while the visit is open, paid or not (a part at the return visit).
    billOpen: openVisit,
    items: (bill?.items ?? []).map((item) => {
      const ready = byName.get(item.description);
      return {
        id: item.id,
        // With its note (a plan's cover) in his language.
        name: lineText(admin.language, { description: ready ? itemName(ready, admin.language) : item.description, note: item.note }),
        quantity: item.quantity,
        amount: rupees(item.quantity * item.unitPaise, tag),
        // Not on an invoice yet: he may remove it.
        open: item.invoiceId === null,
      };
    }),
    // A bill of more than one part: each invoice and what is not invoiced yet, in his words.
    parts: partHeadings(bill?.parts ?? [], ({ invoice, totals }) =>
      invoice
        ? t("field.invoiceLine", { number: invoice.number, amount: rupees(totals.total, tag) })
        : t("field.openLine", { amount: rupees(totals.total, tag) }),
    ).map((heading) => heading.label),
    total: rupees(bill?.totals.total ?? 0, tag),
    paid: rupees(bill?.paid ?? 0, tag),
    due,
    dueText: rupees(due, tag),
    dueAmount: amountText(due),
    upi: due > 0 ? (forCustomer?.upi ?? null) : null,
    // The gateway records the payment by itself: the page looks again until it is paid.
    watchPaid: due > 0 && !!forCustomer?.gateway,
    collectTitle: t("field.collectTitle", { amount: rupees(due, tag) }),
    record: t("field.record", { amount: rupees(due, tag) }),
    // The payment form's own id: sent twice (kept offline, sent again), it is one payment.
    paySubmissionId: crypto.randomUUID(),
    noteSubmissionId: crypto.randomUUID(),
    // A bill line's form's own id: a line kept offline and sent twice is added once.
    lineSubmissionId: crypto.randomUUID(),
    tapWords: {
      waiting: t("field.waiting", { step: "{step}" }),
      sent: t("field.tapSent", { what: "{what}" }),
      notDone: t("field.tapNotDone", { what: "{what}" }),
      ok: t("field.ok"),
    },
    // A visit's steps as he reads them: a tap kept on his day (On my way) may be sent from here.
    stepNames: Object.fromEntries(VISIT_STEPS.map((step) => [step, t(`field.${step}`)])) as Record<string, string>,
    waitingWords: {
      waiting: t("field.paymentWaiting", { amount: "{amount}" }),
      refused: t("field.paymentRefusedLater", { amount: "{amount}" }),
      note: t("field.waiting", { step: t("field.addNote") }),
      ok: t("field.ok"),
      // Work done kept offline and refused when it arrived: why, as the bill reads now.
      doneRefused: [
        t("field.doneRefusedLater"),
        due > 0 ? t("refusal.stillDue", { amount: rupees(due, tag) }) : bill?.items.length ? "" : t("refusal.itemsFirst"),
      ].join(" "),
    },
    // The cheapest first (the visit charge he adds most), then by name as he reads it.
    priceItems: cheapestFirst(priceItems, (item) => itemName(item, admin.language), tag).map((item) => ({
      id: item.id,
      label: `${itemName(item, admin.language)} · ${rupees(item.unit_paise, tag)}`,
    })),
    // A maintenance plan in force for this phone and machine: the bill prices the repair by it.
    underPlan: underPlan ? t("field.underPlan", { name: underPlan.name, date: formatDayWithYear(underPlan.endsOn, tag) }) : null,
    // Asked for on the booking's page and waiting for its own payment: he may take it (cash, or UPI with its UTR).
    planPayments: can(admin.role, "plan.sell") && booking.erased_at === null ? plansAwaitingPayment(sold, t, tag) : [],
    // Sold at the door: a plan on sale, as a line of this bill (it starts when the bill is paid).
    // (Not once the bill is issued: a plan is sold on a bill before its first invoice.)
    plans:
      underPlan || bill?.issuedAt
        ? []
        : onSale
            .filter((plan) => !sold.some((soldPlan) => soldPlan.name === plan.name && soldPlan.status === "awaiting-payment"))
            .map((plan) => ({
              id: plan.id,
              name: plan.name,
              terms: `${rupees(plan.price_paise, tag)} · ${t("field.planTerm", { months: String(plan.months), visits: String(plan.visits) })}`,
            })),
    // The schemas' and the bill's English messages as he reads them (the form shows the server's answer).
    // Not `messages`: a route's `messages` are its words for the page's translator (lib/i18n).
    inHisWords: {
      [SAVE_OFFLINE_MESSAGE]: t.text(SAVE_OFFLINE_MESSAGE),
      [UTR_MESSAGE]: t("field.utrMissing"),
      [QUANTITY_MESSAGE]: t("field.quantityInvalid"),
      "Enter the amount": t("field.amountInvalid"),
      "Enter the amount in rupees, like 450 or 1299.50": t("field.amountInvalid"),
      "The amount must be more than ₹0": t("field.amountInvalid"),
      "Enter what the item is": t("field.itemNameMissing"),
      "Write the note first": t("field.noteMissing"),
      "Enter the unit price": t("field.priceInvalid"),
      "Enter the unit price in rupees, like 450 or 1299.50": t("field.priceInvalid"),
      "Enter the price in rupees, like 450 or 1299.50": t("field.priceInvalid"),
      ...schedule.inHisWords,
    } as Record<string, string>,
  };
}
