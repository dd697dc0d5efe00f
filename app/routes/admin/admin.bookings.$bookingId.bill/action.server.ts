// The bill page's writes (route.tsx draws it): each intent a row of staffAction, its capability, schema and handler.
import { type ActionFunctionArgs, data, redirect } from "react-router";
import * as z from "zod/mini";

import { requireDeskBookingFor } from "~/auth.server";
import { parseRowId } from "~/lib/forms/row-id";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { localePath } from "~/lib/i18n/locales";
import { doneToast } from "~/lib/i18n/outcome.server";
import {
  billDiscountSchema,
  billItemSchema,
  businessCustomerSchema,
  cancelInvoiceSchema,
  creditNoteSchema,
  paymentSchema,
  refundSchema,
  voidPaymentSchema,
} from "~/lib/schemas/bill";
import { cancelInvoice, voidPayment } from "~/models/bill-payments.server";
import { addBillItem, type BillChange, issueBill, removeBillItem, setBillDiscount, setBusinessCustomer } from "~/models/bills.server";
import { issueCreditNote } from "~/models/credit-notes.server";
import { openInvoiceLink } from "~/models/customer-bookings.server";
import { recordRefund } from "~/models/refunds.server";
import { intent, refusal, refusedBy, staffAction } from "~/staff/action.server";
import { open, takePayment } from "~/staff/booking-intents.server";

// A technician on site builds the bill, issues it, and records what the customer paid; the desk
// sets a discount, voids a payment, cancels an invoice and records a refund. Each intent is a row
// (its capability, schema and handler); a success is a toast on this page at the part that
// changed, a refusal comes back in place at its form.
export async function action({ request, params }: ActionFunctionArgs) {
  return staffAction(request, {
    scope: (admin) => requireDeskBookingFor(admin, params.bookingId),
    intents: (booking, account) => {
      const path = `/admin/bookings/${booking.id}/bill`;
      const answer = async (change: Promise<BillChange>, anchor: string) => {
        const outcome = await change;
        if (outcome.status === "not-found") throw data("Booking not found", { status: 404 });
        if (outcome.status === "refused") return refusal(outcome.code, { status: 409, values: outcome.values });
        return redirectWithToast(`${path}#${anchor}`, doneToast(account.language, outcome.value));
      };
      // Money is refused in place, with what was typed: a reused UTR, more than is due or to refund.
      const money = async (change: Promise<BillChange>, anchor = "payments") => {
        const outcome = await change;
        if (outcome.status === "not-found") throw data("Booking not found", { status: 404 });
        if (outcome.status === "refused") return refusedBy(outcome, 400);
        return redirectWithToast(`${path}#${anchor}`, doneToast(account.language, outcome.value));
      };
      return {
        // The invoice as the customer prints it, in their language, by the view link (it changes
        // nothing; never the customer's own): the page holds no link, opening it is audited.
        "open-invoice": intent({
          capability: "bookings.read",
          schema: z.object({ invoice: z.optional(z.string()) }),
          handler: async ({ admin, value }) => {
            const viewToken = await openInvoiceLink(booking.id, admin.actor);
            if (!viewToken) throw data("Booking not found", { status: 404 });
            const number = value.invoice ?? "";
            const receipt = localePath(booking.language, `/booking/${viewToken}/receipt`);
            return redirect(/^[\w/-]{1,20}$/.test(number) ? `${receipt}?invoice=${encodeURIComponent(number)}` : receipt, 303);
          },
        }),
        // An erased booking's bill no longer changes; money owed back to its customer is still recorded.
        refund: intent({
          capability: "refund.record",
          schema: refundSchema,
          handler: ({ admin, value }) =>
            money(
              recordRefund(
                booking.id,
                { method: value.method, amountPaise: value.amount, reference: value.reference ?? "", submissionId: value.submissionId },
                admin.actor,
              ),
            ),
        }),
        pay: intent({
          capability: "payment.take",
          schema: paymentSchema,
          handler: ({ admin, value }) => money(takePayment(booking, admin, value)),
        }),
        "add-item": intent({
          capability: "bill.edit",
          schema: billItemSchema,
          handler: ({ admin, value }) => {
            const item = {
              description: value.description,
              quantity: value.quantity,
              unitPaise: value.unitPrice,
              kind: value.kind,
              hsn: value.kind === "part" ? (value.hsn ?? "") : "",
            };
            // Refused in place (a part without the HSN the business must print), with what was typed.
            return money(addBillItem(open(booking).id, item, admin.actor), "items");
          },
        }),
        "remove-item": intent({
          capability: "bill.edit",
          schema: z.object({ id: z.optional(z.string()) }),
          handler: async ({ admin, value }) => {
            const item = parseRowId(value.id);
            if (!item) return refusal("itemNotOnBill");
            return answer(removeBillItem(open(booking).id, item, admin.actor), "items");
          },
        }),
        issue: intent({ capability: "bill.edit", schema: z.object({}), handler: ({ admin }) => answer(issueBill(open(booking).id, admin.actor), "items") }),
        // A discount, a void and a cancelled invoice are the office's: a technician adds items and takes payment.
        "business-customer": intent({
          capability: "bill.customer",
          schema: businessCustomerSchema,
          handler: ({ admin, value }) => answer(setBusinessCustomer(open(booking).id, value, admin.actor), "items"),
        }),
        "remove-business-customer": intent({
          capability: "bill.customer",
          schema: z.object({}),
          handler: ({ admin }) => answer(setBusinessCustomer(open(booking).id, null, admin.actor), "items"),
        }),
        discount: intent({
          capability: "bill.discount",
          schema: billDiscountSchema,
          handler: ({ admin, value }) => answer(setBillDiscount(open(booking).id, value.discount, admin.actor), "items"),
        }),
        void: intent({
          capability: "bill.void",
          schema: voidPaymentSchema,
          handler: ({ admin, value }) => answer(voidPayment(open(booking).id, value.payment, value.reason, admin.actor), "payments"),
        }),
        "cancel-invoice": intent({
          capability: "invoice.cancel",
          schema: cancelInvoiceSchema,
          handler: ({ admin, value }) => answer(cancelInvoice(open(booking).id, value.reason, admin.actor, undefined, value.invoice), "items"),
        }),
        // Refused in place, with what was typed: more than is left to credit.
        "credit-note": intent({
          capability: "credit-note.issue",
          schema: creditNoteSchema,
          handler: ({ admin, value }) => money(issueCreditNote(booking.id, value.amount, value.reason, admin.actor), "credit-notes"),
        }),
      };
    },
  });
}
