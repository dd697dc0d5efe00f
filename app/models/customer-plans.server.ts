// Maintenance plans as the customer sees them, in their language: the plans a
// completed booking's page offers, the plan asked for and waiting for its UPI payment, the plan in
// force with its own page (/plan/<token>): what it covers, its visits done and due, its end, and
// its renewal from 30 days before the end.
import QRCode from "qrcode";

import { env } from "~/env.server";
import { gatewayConfig } from "~/integrations/payment-gateway-config.server";
import { rupees, upiLink } from "~/lib/billing/bill";
import { LANGUAGES, type Locale, localePath } from "~/lib/i18n/locales";
import { serverTranslator } from "~/lib/i18n/messages.server";
import { coveredPartsList, inForce, RENEWAL_REMINDER_DAYS } from "~/lib/plans/plan";
import * as clock from "~/lib/time/clock.server";
import { addDays, formatIstDate, istDateString } from "~/lib/time/ist";
import { gatewayUpi } from "~/models/gateway-qrs.server";
import { planInvoice } from "~/models/invoices.server";
import { planOfBooking } from "~/models/plan-cover.server";
import { customerPlanByToken, type Plan, plansOfBooking, plansOnSale } from "~/models/plans.server";
import { listVisitPhotos } from "~/models/visit-photos.server";

/** A calendar day (YYYY-MM-DD) as the customer's language writes a date. */
const dayText = (day: string, locale: Locale) => formatIstDate(`${day}T06:30:00Z`, LANGUAGES[locale].tag);

/** What a plan covers, in the customer's words. */
function coverLines(plan: { coversLabour: boolean; coveredParts: readonly string[]; partsDiscountPercent: number }, locale: Locale): string[] {
  const t = serverTranslator(locale);
  return [
    plan.coversLabour ? t("plan.coversLabour") : null,
    plan.coveredParts.length ? t("plan.coveredParts", { parts: plan.coveredParts.join(", ") }) : null,
    plan.partsDiscountPercent ? t("plan.partsDiscount", { percent: String(plan.partsDiscountPercent) }) : null,
  ].filter((line): line is string => line !== null);
}

const termsIn = (plan: Plan, locale: Locale) => (locale === "kn" ? plan.terms_kn : locale === "hi" ? plan.terms_hi : "") || plan.terms_en;

/** The UPI link and its QR for a plan's own payment (the reference names the plan). */
async function planUpi(customerPlanId: number, pricePaise: number, reference: string) {
  // With a payment gateway, its QR code for the plan (the job makes it); else the business's own VPA.
  if (gatewayConfig(env()).on) return gatewayUpi({ customerPlanId }, pricePaise, clock.now());
  const { UPI_VPA, UPI_PAYEE_NAME } = env();
  if (!UPI_VPA || !UPI_PAYEE_NAME) return null;
  const link = upiLink({ vpa: UPI_VPA, payee: UPI_PAYEE_NAME, amountPaise: pricePaise, reference });
  return { link, qr: await QRCode.toString(link, { type: "svg", margin: 2, errorCorrectionLevel: "M" }) };
}

/**
 * The plans part of a booking's page: the plans sold or asked for on it (waiting for payment, with
 * the UPI link; in force, with its page), and, on a completed booking whose phone has no plan in
 * force, the plans on sale to buy.
 */
export async function bookingPlans(
  booking: { id: number; reference: string; status: string; phone: string; brand: string; machine_type: string },
  locale: Locale,
  now: Date = clock.now(),
) {
  const t = serverTranslator(locale);
  const sold = await plansOfBooking(booking.id);
  const underPlan = await planOfBooking(booking.id, now);
  const offers =
    booking.status === "completed" && !underPlan && !sold.some((plan) => plan.status === "awaiting-payment" && plan.soldAs === "own")
      ? (await plansOnSale()).map((plan) => ({
          id: plan.id,
          name: plan.name,
          summary: t("plan.summary", { months: String(plan.months), visits: String(plan.visits), price: rupees(plan.price_paise, LANGUAGES[locale].tag) }),
          covers: coverLines(
            { coversLabour: plan.covers_labour === 1, coveredParts: coveredPartsList(plan.covered_parts), partsDiscountPercent: plan.parts_discount_percent },
            locale,
          ),
          terms: termsIn(plan, locale),
        }))
      : [];
  const shown = await Promise.all(
    sold
      .filter((plan) => plan.status === "active" || plan.soldAs === "own")
      .map(async (plan) => ({
        id: plan.id,
        text:
          plan.status === "active"
            ? t("plan.active", { name: plan.name, date: dayText(plan.endsOn!, locale) })
            : t("plan.awaiting", { name: plan.name, price: rupees(plan.pricePaise, LANGUAGES[locale].tag) }),
        page: localePath(locale, `/plan/${plan.token}`),
        pay:
          plan.status === "awaiting-payment"
            ? { amount: rupees(plan.pricePaise, LANGUAGES[locale].tag), upi: await planUpi(plan.id, plan.pricePaise, `${booking.reference} plan`) }
            : null,
      })),
  );
  return offers.length || shown.length ? { offers, sold: shown } : null;
}

/** A plan's own tax invoice as its page says it: its number and date, then its code, taxable value, tax and total; null without one. */
async function invoiceLines(customerPlanId: number, locale: Locale): Promise<string[] | null> {
  const invoice = await planInvoice(customerPlanId);
  if (!invoice) return null;
  const t = serverTranslator(locale);
  const money = (paise: number) => rupees(paise, LANGUAGES[locale].tag);
  const date = formatIstDate(invoice.issuedAt, LANGUAGES[locale].tag);
  return invoice.gstin
    ? [
        t("plan.taxInvoice", { number: invoice.number, date }),
        t("plan.invoiceSums", {
          sac: invoice.lines[0]?.code ?? "",
          taxable: money(invoice.taxable),
          cgst: money(invoice.cgst),
          sgst: money(invoice.sgst),
          total: money(invoice.total),
        }),
      ]
    : [t("plan.billNumber", { number: invoice.number, date }), t("plan.invoiceTotal", { total: money(invoice.total) })];
}

/** A plan's own page, in the customer's language. */
export async function planPage(token: string, locale: Locale, now: Date = clock.now()) {
  const plan = await customerPlanByToken(token);
  if (!plan) return null;
  const t = serverTranslator(locale);
  const tag = LANGUAGES[locale].tag;
  const today = istDateString(now);
  const renewalFrom = plan.endsOn ? addDays(plan.endsOn, -Math.max(...RENEWAL_REMINDER_DAYS)) : null;
  const renewal = plan.renewal;
  // The machine's label as the technician photographed it (its serial, its model): the plan's page shows it.
  const label = (await listVisitPhotos(plan.bookingId, ["label"])).at(-1);
  return {
    label: label ? { src: localePath(locale, `/plan/${token}/label`), width: label.width, height: label.height, alt: t("plan.labelPhoto") } : null,
    name: plan.name,
    status: plan.status,
    inForce: inForce({ status: plan.status, starts_on: plan.startsOn, ends_on: plan.endsOn }, today),
    summary: t("plan.summary", { months: String(plan.months), visits: String(plan.visits), price: rupees(plan.pricePaise, tag) }),
    covers: coverLines(plan, locale),
    machine: [plan.brand, plan.machineType].filter((part) => part && part !== "Not specified").join(" · "),
    serial: plan.serial,
    terms: (locale === "kn" ? plan.terms.terms_kn : locale === "hi" ? plan.terms.terms_hi : "") || plan.terms.terms_en,
    validUntil: plan.endsOn ? t("plan.validUntil", { date: dayText(plan.endsOn, locale) }) : null,
    startedOn: plan.startsOn ? t("plan.startedOn", { date: dayText(plan.startsOn, locale) }) : null,
    awaiting: plan.status === "awaiting-payment" ? t("plan.awaitingPage", { price: rupees(plan.pricePaise, tag) }) : null,
    // Paid on its own: its tax invoice (number, date, SAC and the GST its price includes).
    invoice: await invoiceLines(plan.id, locale),
    pay:
      plan.status === "awaiting-payment"
        ? { amount: rupees(plan.pricePaise, tag), upi: await planUpi(plan.id, plan.pricePaise, `Plan ${plan.token.slice(0, 8)}`) }
        : null,
    visits: plan.visitList.map((visit) => ({
      seq: visit.seq,
      text: t("plan.visitLine", { number: String(visit.seq), date: dayText(visit.dueOn, locale) }),
      state: visit.state,
      stateText: t(`plan.state.${visit.state}`),
    })),
    // "Book a plan visit": the plan's link goes with the form, the proof that puts the visit under the plan (never the phone typed).
    book: localePath(locale, `/book?${new URLSearchParams({ plan: token, brand: plan.brand, machine: plan.machineType })}`),
    // Renewal, from 30 days before the end: asked for, waiting for its payment, or done.
    renewal:
      plan.status !== "active" || !plan.endsOn
        ? null
        : renewal?.status === "active"
          ? {
              kind: "renewed" as const,
              text: t("plan.renewed", { date: dayText(renewal.endsOn!, locale) }),
              page: localePath(locale, `/plan/${renewal.token}`),
            }
          : renewal
            ? {
                kind: "awaiting" as const,
                text: t("plan.renewAwaiting", { price: rupees(renewal.pricePaise, tag), date: dayText(plan.endsOn, locale) }),
                page: localePath(locale, `/plan/${renewal.token}`),
                pay: { amount: rupees(renewal.pricePaise, tag), upi: await planUpi(renewal.id, renewal.pricePaise, `Plan ${renewal.token.slice(0, 8)}`) },
              }
            : renewalFrom && today >= renewalFrom
              ? {
                  kind: "offer" as const,
                  text: t("plan.renewText", { date: dayText(plan.endsOn, locale) }),
                  button: t("plan.renew", { price: rupees(plan.pricePaise, tag) }),
                }
              : null,
  };
}
