import { business } from "~/content/business";

export const telHref = `tel:${business.phone}`;
export const mailtoHref = `mailto:${business.email}`;

/** A WhatsApp chat with the business, with `text` pre-filled when given. */
export function whatsappHref(text?: string): string {
  const base = `https://wa.me/${business.whatsapp}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export const WHATSAPP_GREETING = "Hi! I need washing machine repair service.";
export const WHATSAPP_BOOKING_CONFIRMATION = "Hi! I just submitted a booking. Can you please confirm my appointment?";

/** The thank-you's chat text, with the booking's reference when there is one. */
export function bookingConfirmationText(reference?: string): string {
  return reference ? `${WHATSAPP_BOOKING_CONFIRMATION} My booking reference is ${reference}.` : WHATSAPP_BOOKING_CONFIRMATION;
}

/** A WhatsApp chat with a customer (the admin), from their E.164 number, with `text` pre-filled when given. */
export function customerWhatsappHref(phoneE164: string, text?: string): string {
  const base = `https://wa.me/${phoneE164.replace(/\D/g, "")}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
