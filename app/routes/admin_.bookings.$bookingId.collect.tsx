import { getZodConstraint } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, Form, Link, type LoaderFunctionArgs, type MetaFunction, useActionData, useLoaderData } from "react-router";

import { actorOf, requireAdmin, requireBookingFor } from "~/auth.server";
import { HIDE_UTR_FOR_CASH, PaidBy } from "~/components/admin/paid-by";
import { UpiQr } from "~/components/admin/upi-qr";
import { ErrorSummary, InputField, SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { useForm } from "~/components/forms/use-form";
import { can, landingPage } from "~/lib/auth/capabilities";
import { amountText, rupees } from "~/lib/billing/bill";
import { offlineAware } from "~/lib/forms/answer";
import { redirectWithToast } from "~/lib/forms/toast.server";
import type { RouteHandle } from "~/lib/hooks/route-handle";
import { LANGUAGES } from "~/lib/i18n/locales";
import { serverTranslator } from "~/lib/i18n/messages.server";
import { paymentSchema } from "~/lib/schemas/bill";
import { customerBill } from "~/models/customer-bill.server";
import { noteBookingView } from "~/models/privacy.server";
import { intent, refusal, staffAction } from "~/staff/action.server";
import { takePayment } from "~/staff/booking-intents.server";

export const handle: RouteHandle = { publicChrome: false };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Collect ${data.booking.reference} - Admin` : "Booking not found - Admin" },
  { name: "robots", content: "noindex,nofollow" },
];

// Payment at the door, full screen on the technician's phone: the amount due in large type and
// the UPI QR of the same upi://pay link as the customer's own page, then the payment recorded
// (UPI with its UTR, or cash), against the technician who took it.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, "bookings.read");
  const booking = await requireBookingFor(admin, params.bookingId);
  if (!can(admin.role, "bookings.read.unrecorded")) noteBookingView(actorOf(request, admin), booking);
  const bill = await customerBill(booking, booking.language);
  const t = serverTranslator(admin.language);
  const tag = LANGUAGES[admin.language].tag;
  const due = bill?.due ?? 0;
  const amount = rupees(due, tag);
  return {
    booking: { id: booking.id, reference: booking.reference, name: booking.name },
    locale: admin.language,
    due,
    upi: due > 0 ? bill!.upi : null,
    // A technician came from his day; the desk from the bill.
    back: can(admin.role, "day.own") ? landingPage(admin) : `/admin/bookings/${booking.id}/bill`,
    constraint: getZodConstraint(paymentSchema),
    words: {
      title: t("field.collectTitle", { amount }),
      amount,
      hint: t("field.collectHint", { amount, reference: booking.reference }),
      noUpi: t("field.noUpi"),
      nothingDue: t("field.nothingDue"),
      recordTitle: t("field.recordTitle"),
      paidBy: t("field.paidBy"),
      upi: t("field.upi"),
      cash: t("field.cash"),
      utr: t("field.utr"),
      utrHint: t("field.utrHint"),
      record: t("field.record", { amount }),
      back: can(admin.role, "day.own") ? t("field.back") : "Back to the bill",
    },
  };
}

// The payment screen's one form (the intent "pay", also a post without one): refused in place,
// nothing recorded: a reused UTR at its field, naming the booking it paid.
export async function action({ request, params }: ActionFunctionArgs) {
  return staffAction(request, {
    scope: (admin) => requireBookingFor(admin, params.bookingId),
    intents: (booking, admin) => ({
      pay: intent({
        capability: "payment.take",
        schema: paymentSchema,
        handler: async ({ value: { method, amount, reference } }) => {
          const outcome = await takePayment(booking, admin, { method, amount, reference });
          if (outcome.status === "not-found") throw data("Booking not found", { status: 404 });
          if (outcome.status === "refused") return refusal(outcome.message, { field: outcome.field });
          const back = can(admin.role, "day.own") ? `${landingPage(admin)}#visit-${booking.id}` : `/admin/bookings/${booking.id}/bill#payments`;
          return redirectWithToast(back, { title: outcome.done, description: `${rupees(amount)} for ${booking.reference}` });
        },
      }),
    }),
    defaultIntent: "pay",
  });
}

export const clientAction = offlineAware();

export default function Collect() {
  const { booking, locale, due, upi, back, constraint, words } = useLoaderData<typeof loader>();
  const { form, summary, fields } = useForm({
    id: "collect",
    fields: ["method", "amount", "reference"],
    answer: useActionData<typeof clientAction>(),
    intent: "pay",
    defaultValue: { method: upi ? "upi" : "cash", amount: amountText(due) },
    schema: () => import("~/lib/schemas/bill").then((m) => m.paymentSchema),
    constraint,
  });
  const pending = useIsPending();
  return (
    <main id="main" lang={LANGUAGES[locale].tag} className="mx-auto min-h-dvh max-w-md space-y-6 bg-white px-4 py-6">
      <Link to={back} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
        ← {words.back}
      </Link>
      {due === 0 ? (
        <p className="text-lg text-slate-900">{words.nothingDue}</p>
      ) : (
        <>
          <section aria-labelledby="collect-heading" className="space-y-4 text-center">
            <h1 id="collect-heading" className="sr-only">
              {words.title}
            </h1>
            <p className="text-5xl font-bold tracking-tight text-slate-900" data-amount="">
              {words.amount}
            </p>
            <p className="font-mono text-slate-600">
              {booking.reference} · {booking.name}
            </p>
            {upi ? (
              <>
                <UpiQr upi={upi} label={words.title} />
                <p className="text-slate-700">{words.hint}</p>
              </>
            ) : (
              <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{words.noUpi}</p>
            )}
          </section>
          <Form method="post" {...form} className={`space-y-4 border-t border-slate-200 pt-4 ${HIDE_UTR_FOR_CASH}`}>
            <input type="hidden" name="intent" value="pay" />
            <h2 className="text-lg font-semibold text-slate-900">{words.recordTitle}</h2>
            <ErrorSummary {...summary} />
            <input type="hidden" name={fields.amount.name} value={amountText(due)} />
            <PaidBy name={fields.method.name} legend={words.paidBy} labels={words} checked={fields.method.defaultValue === "cash" ? "cash" : "upi"} />
            <div data-utr="">
              <InputField label={words.utr} hint={words.utrHint} field={fields.reference} inputMode="numeric" autoComplete="off" maxLength={100} />
            </div>
            <SubmitButton pending={pending} className="w-full" size="lg">
              {words.record}
            </SubmitButton>
          </Form>
        </>
      )}
    </main>
  );
}
