// What no person types: refused (controls, bidi overrides) or stripped (zero-width, BOM).
import { describe, expect, it } from "vitest";

import { paymentSchema } from "~/lib/schemas/bill";
import { parseBookingForm } from "~/lib/schemas/booking";
import { contactSchema } from "~/lib/schemas/contact";
import { localityFormSchema } from "~/lib/schemas/form-settings";

function bookingWith(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    submissionId: crypto.randomUUID(),
    name: "Asha Rao",
    phone: "9845012345",
    locality: "Jayanagar",
    visitDate: "2026-11-24",
    ...fields,
  })) {
    form.set(name, value);
  }
  return parseBookingForm(form, { slots: [], now: new Date("2026-11-23T04:30:00Z") });
}

const errorsOf = (submission: ReturnType<typeof bookingWith>): Record<string, string[] | null | undefined> =>
  submission.status === "error" ? (submission.error ?? {}) : {};

describe("text fields", () => {
  it("refuse bidi overrides and isolates, C0 and C1 control characters, with a message", () => {
    for (const hidden of ["\u202e", "\u202a", "\u2066", "\u2069", "\u0000", "\u001b", "\u007f", "\u0085", "\u009b", "\t"]) {
      expect(errorsOf(bookingWith({ name: `Asha${hidden}Rao` })).name, JSON.stringify(hidden)).toEqual(["Remove the special characters"]);
      expect(errorsOf(bookingWith({ locality: `Jaya${hidden}nagar` })).locality).toEqual(["Remove the special characters"]);
    }
  });

  it("strip zero-width characters and the byte-order mark, which a paste brings along unseen", () => {
    const submission = bookingWith({ name: "\ufeffAsha\u200b Rao\u2060", locality: "Jaya\u200dnagar\u200c", issue: "\u200bDrum\u200b" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({ name: "Asha Rao", locality: "Jayanagar", issue: "Drum" });
    // A name of nothing but invisible characters is blank.
    expect(errorsOf(bookingWith({ name: "\u200b\ufeff" })).name).toEqual(["Enter your name"]);
  });

  it("allow line breaks in the issue and the message only", () => {
    expect(bookingWith({ issue: "Drum noisy\r\nand leaking\n\ttoo" }).status).toBe("success");
    expect(errorsOf(bookingWith({ issue: "Drum \u202e noisy" })).issue).toEqual(["Remove the special characters"]);
    expect(errorsOf(bookingWith({ name: "Asha\nRao" })).name).toEqual(["Remove the special characters"]);
    const contact = { submissionId: crypto.randomUUID(), name: "Asha", phone: "9845012345" };
    expect(contactSchema.safeParse({ ...contact, message: "Line one\nLine two" }).success).toBe(true);
    expect(contactSchema.safeParse({ ...contact, message: "Hi", subject: "Two\nlines" }).success).toBe(false);
    expect(contactSchema.safeParse({ ...contact, message: "\u2067Hi" }).success).toBe(false);
    expect(localityFormSchema.safeParse({ name: "Adugodi\u0085" }).success).toBe(false);
  });

  it("keep every script people write names in", () => {
    for (const name of ["ಅಶಾ ರಾವ್", "आशा राव", "ஆஷா", "Zoë O'Brien-Nair", "محمد", "👍 Asha"]) {
      expect(bookingWith({ name }).status, name).toBe("success");
    }
  });
});

describe("invisible characters that draw as nothing", () => {
  it("are stripped from every text, and a name of nothing else is blank", () => {
    for (const hidden of ["\u3164", "\u200e", "\u200f", "\u061c", "\u2061", "\u00ad", "\u034f", "\u115f", "\uffa0", "\u180e"]) {
      const submission = bookingWith({ name: `Asha${hidden} Rao`, issue: `Drum${hidden}` });
      expect(submission.status === "success" && submission.value, JSON.stringify(hidden)).toMatchObject({ name: "Asha Rao", issue: "Drum" });
      expect(errorsOf(bookingWith({ name: hidden.repeat(3) })).name, JSON.stringify(hidden)).toEqual(["Enter your name"]);
    }
  });

  it("a name needs a letter or a digit, in any script", () => {
    for (const name of ["...", "-", "_ _", "()"]) expect(errorsOf(bookingWith({ name })).name, name).toEqual(["Enter your name"]);
    for (const name of ["ಆಶಾ ರಾವ್", "आशा राव", "Asha", "Flat 4"]) expect(bookingWith({ name }).status, name).toBe("success");
  });

  it("the staff's payment reference and status reason are cleaned like every other text", () => {
    const payment = paymentSchema.safeParse({ method: "upi", amount: "100", reference: "\u200b412345678901\u200e" });
    expect(payment.success && payment.data.reference).toBe("412345678901");
    expect(paymentSchema.safeParse({ method: "upi", amount: "100", reference: "41234\u202e5678901" }).success).toBe(false);
    expect(paymentSchema.safeParse({ method: "upi", amount: "100", reference: "4123\r\n45678901" }).success).toBe(false);
  });
});
