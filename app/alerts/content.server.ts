// What an alert says, on every channel: the e-mail (plain text and simple HTML), the push
// notification and the webhook's JSON. Everything a customer typed is escaped in the HTML and
// kept on one line in the subject.
import { DEFAULT_BRAND } from "~/content/booking";
import { business } from "~/content/business";
import { env } from "~/env.server";
import { customerConfirmationText, visitText } from "~/lib/booking/customer-text";
import { customerWhatsappHref } from "~/lib/contact/links";
import { formatIndianPhone } from "~/lib/contact/phone";
import { LANGUAGES, type Locale } from "~/lib/i18n/locales";
import { serverTranslator } from "~/lib/i18n/messages.server";
import { formatIstDateTime, formatVisit } from "~/lib/time/ist";
import type { AlertSubject } from "~/models/alerts.server";
import type { AlertKind } from "~db/schema";

type PushMessage = { title: string; body: string; url: string; tag: string };

export type AlertContent = {
  subject: string;
  text: string;
  html: string;
  /** The same for every attempt, so a mail client folds an e-mail sent twice (a crash after the SMTP server accepted it). */
  messageId: string;
  push: PushMessage;
  webhook: Record<string, unknown>;
};

const SUMMARY_LENGTH = 60;

/** What happened, first in the subject, the e-mail and the notification: URGENT first for an urgent new booking. */
const HEADLINES: Record<Exclude<AlertKind, "test" | TechnicianKind>, (reference: string, urgent: boolean) => string> = {
  booking: (reference, urgent) => `${urgent ? "URGENT: " : ""}New booking ${reference}`,
  cancelled: (reference) => `Cancelled by the customer: booking ${reference}`,
  rescheduled: (reference) => `Visit moved by the customer: booking ${reference}`,
  rating: (reference) => `Rating to call back about: booking ${reference}`,
};

/** What the office does about an alert, after its headline. */
const NEXT: Record<keyof typeof HEADLINES, string> = {
  booking: `Call the customer back ${business.callbackWithin}.`,
  cancelled: "The visit's time is free again: see the booking.",
  rescheduled: "The visit's time is free again: see the booking.",
  rating: "The customer gave 1 or 2 stars or wrote a comment: call them back, then record on the booking what was done.",
};

/** A customer-typed value on one line, cut to `max` characters: for a subject or a notification. */
function oneLine(value: string, max = SUMMARY_LENGTH): string {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Row = { label: string; value: string; href?: string };

function textBody(intro: string, rows: readonly Row[], outro: string): string {
  const lines = rows.map((row) => `${row.label}: ${row.value}${row.href && row.href !== row.value ? ` (${row.href})` : ""}`);
  return `${intro}\n\n${lines.join("\n")}\n\n${outro}\n`;
}

function htmlBody(intro: string, rows: readonly Row[], outro: string): string {
  const cell = (row: Row) => {
    const value = escapeHtml(row.value).replace(/\n/g, "<br>");
    return row.href ? `<a href="${escapeHtml(row.href)}">${value}</a>` : value;
  };
  const tableRows = rows
    .map(
      (row) => `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(row.label)}</th><td style="padding:4px 0">${cell(row)}</td></tr>`,
    )
    .join("");
  return `<!doctype html><html><body style="font-family:sans-serif;color:#0f172a"><p>${escapeHtml(intro)}</p><table cellspacing="0">${tableRows}</table><p>${escapeHtml(outro)}</p></body></html>`;
}

function messageId(alertId: number, siteUrl: string): string {
  return `<alert-${alertId}@${new URL(siteUrl).hostname}>`;
}

/** The alerts a technician gets about his own visits. */
type TechnicianKind = "assigned" | "unassigned";
const isTechnicianKind = (kind: AlertKind): kind is TechnicianKind => kind === "assigned" || kind === "unassigned";

/** The alert of a new booking (or, without a booking, the test alert; or a technician's own). */
export function alertContent({ alert, booking, technicianLanguage }: AlertSubject, siteUrl: string = env().SITE_URL): AlertContent {
  if (!booking) return testAlertContent(alert.id, alert.created_at, siteUrl);
  if (isTechnicianKind(alert.kind)) return technicianAlertContent(alert.id, alert.kind, booking, technicianLanguage ?? "en", siteUrl);
  const reference = booking.reference;
  const urgent = booking.urgent === 1;
  const brand = booking.brand && booking.brand !== DEFAULT_BRAND ? booking.brand : "";
  const adminPath = `/admin/bookings/${booking.id}`;
  const adminUrl = `${siteUrl}${adminPath}`;
  const slot = formatVisit(booking.visit_date, booking.slotLabel);
  const whatsappUrl = customerWhatsappHref(
    booking.phone,
    customerConfirmationText(serverTranslator(booking.language), {
      name: booking.name,
      service: booking.service,
      when: booking.slotLabel ? visitText(serverTranslator(booking.language), booking.visit_date, booking.slotLabel) : undefined,
      reference,
    }),
  );
  // Staff call back in the customer's language: said up front when it is not English.
  const prefers = booking.language === "en" ? "" : `prefers ${LANGUAGES[booking.language].englishName}`;
  const summary = [booking.locality, brand, booking.issue || booking.service, prefers]
    .filter(Boolean)
    .map((part) => oneLine(part))
    .join(", ");
  const headline = HEADLINES[alert.kind as keyof typeof HEADLINES](reference, urgent);
  const subject = `${headline} : ${summary}`;
  const rows: Row[] = [
    { label: "Name", value: booking.name },
    { label: "Phone", value: formatIndianPhone(booking.phone), href: `tel:${booking.phone}` },
    { label: "WhatsApp", value: `Chat with ${booking.name}`, href: whatsappUrl },
    { label: "Locality", value: booking.locality },
    { label: "Service", value: booking.service },
    { label: "Brand", value: booking.brand || DEFAULT_BRAND },
    { label: "Language", value: prefers ? `${LANGUAGES[booking.language].englishName} (${prefers})` : "English" },
    { label: "Issue", value: booking.issue || "Not described" },
    { label: "Visit", value: slot },
    { label: "Booked", value: formatIstDateTime(booking.created_at) },
    { label: "Booking", value: adminUrl, href: adminUrl },
  ];
  const intro = `${headline}. ${NEXT[alert.kind as keyof typeof NEXT]}`;
  const outro = `Open the booking in the admin: ${adminUrl}`;
  return {
    subject,
    text: textBody(intro, rows, outro),
    html: htmlBody(intro, rows, outro),
    messageId: messageId(alert.id, siteUrl),
    push: {
      title: `${headline}: ${oneLine(booking.locality)}`,
      body: [oneLine(booking.service), oneLine(booking.name), prefers].filter(Boolean).join(" · "),
      url: adminPath,
      tag: `booking-${booking.id}`,
    },
    webhook: {
      event: `booking.${alert.kind === "booking" ? "created" : alert.kind}`,
      alertId: alert.id,
      reference,
      urgent,
      text: subject,
      adminUrl,
      telUrl: `tel:${booking.phone}`,
      whatsappUrl,
      booking: {
        id: booking.id,
        reference,
        name: booking.name,
        phone: booking.phone,
        locality: booking.locality,
        service: booking.service,
        brand: booking.brand || DEFAULT_BRAND,
        issue: booking.issue,
        visitDate: booking.visit_date,
        timeSlot: booking.time_slot,
        timeSlotLabel: booking.slotLabel,
        urgent,
        status: booking.status,
        language: booking.language,
        createdAt: booking.created_at,
      },
    },
  };
}

/**
 * A visit given to a technician (its day, slot and place, opening his job screen) or taken from
 * him (opening his day), in his account's language: pushed to his devices only.
 */
function technicianAlertContent(
  alertId: number,
  kind: TechnicianKind,
  booking: NonNullable<AlertSubject["booking"]>,
  language: Locale,
  siteUrl: string,
): AlertContent {
  const t = serverTranslator(language);
  const when = booking.visit_date ? visitText(t, booking.visit_date, booking.slotLabel) : "";
  const title = t(kind === "assigned" ? "techAlert.assigned" : "techAlert.unassigned", { reference: booking.reference });
  const body = [when, oneLine(booking.locality)].filter(Boolean).join(" · ");
  const path = kind === "assigned" ? `/admin/jobs/${booking.id}` : "/admin/day";
  const text = `${title}\n\n${body}\n\n${siteUrl}${path}\n`;
  return {
    subject: title,
    text,
    html: htmlBody(title, [{ label: booking.reference, value: body }], `${siteUrl}${path}`),
    messageId: messageId(alertId, siteUrl),
    push: { title, body, url: path, tag: `visit-${booking.id}` },
    webhook: { event: `visit.${kind}`, alertId, reference: booking.reference, text: title },
  };
}

function testAlertContent(alertId: number, createdAt: string, siteUrl: string): AlertContent {
  const settingsPath = "/admin/settings/notifications";
  const subject = `Test alert from ${business.name}: booking alerts reach you`;
  const intro = `This is a test alert, sent from Settings → Notifications on ${formatIstDateTime(createdAt)}.`;
  const outro = "New bookings arrive like this, with the customer's name, phone, locality and issue, and a link to the booking.";
  const rows: Row[] = [{ label: "Delivery log", value: `${siteUrl}${settingsPath}`, href: `${siteUrl}${settingsPath}` }];
  return {
    subject,
    text: textBody(intro, rows, outro),
    html: htmlBody(intro, rows, outro),
    messageId: messageId(alertId, siteUrl),
    push: { title: "Test alert", body: `Booking alerts from ${business.name} reach this device`, url: settingsPath, tag: `alert-${alertId}` },
    webhook: { event: "test", alertId, text: subject, adminUrl: `${siteUrl}${settingsPath}` },
  };
}
