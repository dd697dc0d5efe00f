// The admin's bill and payment forms. The browser loads this module when a form is first touched
// (bill-forms.tsx); the fields' constraints come with the page, from the loader (billConstraints).
import { getZodConstraint } from "@conform-to/zod/v4";
import * as z from "zod/mini";

import { isMisgroupedRupees, parseRupees } from "~/lib/billing/bill";
import { gstinProblem } from "~/lib/billing/gstin";
import { optionalText, requiredText, submissionIdField, tappedAtField } from "~/lib/schemas/fields";

/** Rupees as typed ("1,299.50", "₹499", "1,50,000") to paise; `positive`: more than nothing. Misplaced commas ("5,00") are refused, never guessed. */
export const rupeesField = (label: string, { positive }: { positive: boolean }) =>
  z.pipe(
    z.string({ error: `Enter the ${label.toLowerCase()}` }).check(z.trim(), z.minLength(1, `Enter the ${label.toLowerCase()}`)),
    z.transform((typed, context) => {
      const paise = parseRupees(typed);
      if (paise === null) {
        const message = isMisgroupedRupees(typed)
          ? `Check the commas in the ${label.toLowerCase()}: write 500, 5,000 or 1,50,000`
          : `Enter the ${label.toLowerCase()} in rupees, like 450 or 1299.50`;
        context.issues.push({ code: "custom", message, input: typed });
        return z.NEVER;
      }
      if (positive && paise === 0) {
        context.issues.push({ code: "custom", message: `The ${label.toLowerCase()} must be more than ₹0`, input: typed });
        return z.NEVER;
      }
      return paise;
    }),
  );

export const billItemSchema = z.object({
  description: requiredText("Enter what the item is", 120, "Description"),
  /** A service (the business's SAC) or a part, with its HSN code when staff know it. */
  kind: z._default(z.enum(["service", "part"], { error: "Choose a service or a part" }), "service"),
  hsn: z.optional(z.string().check(z.trim(), z.regex(/^(\d{4}|\d{6}|\d{8})?$/, "An HSN code is 4, 6 or 8 digits"))),
  quantity: z.coerce.number({ error: "Enter the quantity" }).check(z.int("Enter a whole number"), z.minimum(1, "At least 1"), z.maximum(999, "At most 999")),
  unitPrice: rupeesField("Unit price", { positive: false }),
});

export const QUANTITY_MESSAGE = "Enter a quantity from 1 to 99";

/** How many of a price-list item go on the bill (a line from the job screen's list): 1 unless told, at most 99. */
export const lineQuantityField = z._default(
  z.coerce.number({ error: QUANTITY_MESSAGE }).check(z.int(QUANTITY_MESSAGE), z.minimum(1, QUANTITY_MESSAGE), z.maximum(99, QUANTITY_MESSAGE)),
  1,
);

export const billDiscountSchema = z.object({ discount: rupeesField("Discount", { positive: false }) });

export const voidPaymentSchema = z.object({
  payment: z.coerce.number({ error: "Choose the payment to void" }).check(z.int("Choose the payment to void"), z.positive("Choose the payment to void")),
  reason: requiredText("Say why the payment is voided", 200, "Reason"),
});

export const UTR_MESSAGE = "Enter the 12-digit UPI transaction id (UTR) from the customer's payment screen";

/** A payment taken: a UPI one carries its 12-digit UTR (the id the bank's statement shows), so the owner can match it. */
export const paymentSchema = z
  .object({
    method: z.enum(["upi", "cash", "card"], { error: "Choose how the customer paid" }),
    amount: rupeesField("Amount", { positive: true }),
    reference: optionalText(100, "Reference"),
    /** Why a UPI payment is typed by hand while the payment gateway records UPI by itself ("customer paid to another QR"). */
    checkReason: optionalText(200, "Reason"),
    /** Who took it, as the office records it: a technician's id, or none for the office itself. */
    collectedBy: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER))),
    /** The form's own id (the job screen's): the same payment sent again, from a phone that kept it offline, is recorded once. */
    submissionId: z.optional(submissionIdField),
    /** When he tapped it, for a payment kept on his phone with no signal and sent later. */
    tappedAt: tappedAtField,
  })
  .check(
    z.refine((payment) => payment.method !== "upi" || /^\d{12}$/.test(payment.reference ?? ""), {
      message: UTR_MESSAGE,
      path: ["reference"],
    }),
  );

export const cancelInvoiceSchema = z.object({
  reason: requiredText("Say why the invoice is cancelled", 200, "Reason"),
  // Which of the booking's invoices in force (none: the latest).
  invoice: z.optional(z.string().check(z.maxLength(20))),
});

/** A business customer on the bill (a B2B invoice): its GSTIN (spaces dropped, upper case, its check character checked), legal name and billing address. */
export const businessCustomerSchema = z.object({
  gstin: z.pipe(
    z
      .string({ error: "Enter the customer's GSTIN" })
      .check(z.trim(), z.minLength(1, "Enter the customer's GSTIN"), z.maxLength(20, "A GSTIN is 15 characters")),
    z.transform((typed, context) => {
      const gstin = typed.replace(/\s/g, "").toUpperCase();
      const problem = gstinProblem(gstin);
      if (problem) {
        context.issues.push({ code: "custom", message: problem, input: typed });
        return z.NEVER;
      }
      return gstin;
    }),
  ),
  name: requiredText("Enter the customer's legal name, as registered for GST", 120, "Legal name"),
  address: requiredText("Enter the billing address", 300, "Billing address"),
});

/** A credit note against an invoice of a filed month: how much (tax included) and why. */
export const creditNoteSchema = z.object({
  amount: rupeesField("Amount", { positive: true }),
  reason: requiredText("Say what the credit note corrects", 200, "Reason"),
});

const REFUND_REFERENCE_MESSAGE = "Enter the reference of the UPI or bank transfer (its UTR)";

/** Money given back (owner or office): a UPI or bank transfer carries its reference; the form's submission id records it once. */
export const refundSchema = z
  .object({
    method: z.enum(["cash", "upi", "bank"], { error: "Choose how the money went back" }),
    amount: rupeesField("Amount", { positive: true }),
    reference: optionalText(100, "Reference"),
    submissionId: submissionIdField,
  })
  .check(
    z.refine((refund) => refund.method === "cash" || (refund.reference ?? "") !== "", {
      message: REFUND_REFERENCE_MESSAGE,
      path: ["reference"],
    }),
  );

/** Each bill form's constraints by the intent it posts (conform's, from the schema the action parses with): `required` shows at once. */
export function billConstraints() {
  return {
    "add-item": getZodConstraint(billItemSchema),
    "cancel-invoice": getZodConstraint(cancelInvoiceSchema),
    "credit-note": getZodConstraint(creditNoteSchema),
    "business-customer": getZodConstraint(businessCustomerSchema),
    discount: getZodConstraint(billDiscountSchema),
    pay: getZodConstraint(paymentSchema),
    refund: getZodConstraint(refundSchema),
    void: getZodConstraint(voidPaymentSchema),
  };
}

/** Cash a technician hands over at the office: from whom, how much; the form's submission id records it once. */
export const handoverSchema = z.object({
  technicianId: z.coerce.number({ error: "Choose the technician" }).check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
  amount: rupeesField("Amount", { positive: true }),
  submissionId: submissionIdField,
});
