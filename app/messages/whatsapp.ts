// The customer's WhatsApp messages: approved templates, each with its name and its body's
// parameters in order, in one place. Their words in English, Kannada and Hindi, as submitted for
// approval, are in docs/messages.md; a message is sent in the booking's language.
import type { Locale } from "~/lib/i18n/locales";

export const TEMPLATES = {
  /** "Hello {1}, we have your booking {2} for {3}. Its page, to follow or change it: {4}" */
  "booking-received": { name: "washfix_booking_received", parameters: ["name", "reference", "visit", "link"] },
  /** "Hello {1}, your booking {2} is confirmed for {3}. {4} will come. Reply STOP to stop these messages." */
  confirmed: { name: "washfix_booking_confirmed", parameters: ["name", "reference", "visit", "technician"] },
  /** "Hello {1}, a reminder: we visit you tomorrow, {3}, for booking {2}. Reply 1 to confirm, 2 to move it. Your booking: {4}" */
  reminder: { name: "washfix_visit_reminder", parameters: ["name", "reference", "visit", "link"] },
  /** "Hello {1}, {2} is on the way to you for booking {3} and should reach you by about {4}." */
  "on-my-way": { name: "washfix_on_my_way", parameters: ["name", "technician", "reference", "arrival"] },
  /** "Hello {1}, the work on booking {2} is done. Amount due: {3}. See the bill and pay: {4}" */
  "work-done": { name: "washfix_work_done", parameters: ["name", "reference", "due", "link"] },
  /** "Hello {1}, we have your payment for booking {2}. Your invoice: {3}. Thank you!" */
  paid: { name: "washfix_paid", parameters: ["name", "reference", "invoice"] },
  /** "Hello {1}, thank you for booking {2} with us. If you have a minute, please review us: {3}" (a day after payment, only with the customer's consent) */
  "review-request": { name: "washfix_review_request", parameters: ["name", "reference", "review"] },
  /** "Hello {1}, how was the visit for booking {2}? Rate it from one to five stars on its page: {3}" (a day after completion, one reminder; not once rated) */
  "rating-request": { name: "washfix_rating_request", parameters: ["name", "reference", "link"] },
  /** "Hello {1}, our technician came for booking {2} today and found no one at home. We will call you to fix another day, or pick one on its page: {3}" */
  "not-home": { name: "washfix_not_home", parameters: ["name", "reference", "link"] },
  /** "Hello {1}, your booking {2} is now for {3}. Its page: {4}" */
  moved: { name: "washfix_booking_moved", parameters: ["name", "reference", "visit", "link"] },
  /** "Hello {1}, the next preventive visit of your maintenance plan {2} is due on {3}. Pick a day and time: {4}" (14 days before) */
  "plan-visit-due": { name: "washfix_plan_visit_due", parameters: ["name", "plan", "date", "planLink"] },
  /** "Hello {1}, your maintenance plan {2} ends on {3}. Renew it here, and it continues without a gap: {4}" (30 and 7 days before) */
  "plan-renewal": { name: "washfix_plan_renewal", parameters: ["name", "plan", "date", "planLink"] },
  /** "Hello {1}, your booking {2} is cancelled. Its page: {3}" */
  cancelled: { name: "washfix_booking_cancelled", parameters: ["name", "reference", "link"] },
} as const satisfies Record<string, { name: string; parameters: readonly string[] }>;

export type TemplateKind = keyof typeof TEMPLATES;
/** A template message, or a staff member's own words answering the customer within WhatsApp's 24-hour window. */
export type MessageKind = TemplateKind | "answer";

/** The kinds the owner turns on or off (Settings → Notifications), in the order a booking meets them. */
export const OWNER_SWITCHED_KINDS = Object.keys(TEMPLATES) as TemplateKind[];

/** How long after the customer's last message the business may write to them in its own words (WhatsApp's customer service window). */
export const ANSWER_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The kinds sent a day after the change that queues them (after the machine has run a few loads), not at once. */
export const SENT_A_DAY_LATER: ReadonlySet<TemplateKind> = new Set(["review-request", "rating-request"]);

/** The template's language code for a booking's language, as the Cloud API names them. */
export const TEMPLATE_LANGUAGE: Record<Locale, string> = { en: "en", kn: "kn", hi: "hi" };

/** What a customer writes to stop every message (in English, Kannada and Hindi), compared after trimming and in upper case. */
export const STOP_WORDS: ReadonlySet<string> = new Set(["STOP", "UNSUBSCRIBE", "ನಿಲ್ಲಿಸಿ", "ಬೇಡ", "रोकें", "बंद करें", "बंद"]);

/** What the same number writes to have messages again after a STOP (only the number itself can undo its STOP). */
export const START_WORDS: ReadonlySet<string> = new Set(["START", "ಪ್ರಾರಂಭಿಸಿ", "ಶುರು", "शुरू", "शुरू करें"]);

/** A phone as the Cloud API writes it (919845012345) from ours (+919845012345), and back. */
export const apiPhone = (e164: string) => e164.replace(/^\+/, "");
export const e164Phone = (apiNumber: string) => `+${apiNumber.replace(/\D/g, "")}`;
