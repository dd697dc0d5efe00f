import { business } from "~/content/business";

export const telHref = `tel:${business.phone}`;
export const mailtoHref = `mailto:${business.email}`;

/** A WhatsApp chat with the business, with `text` pre-filled when given. */
export function whatsappHref(text?: string): string {
  const base = `https://wa.me/${business.whatsapp}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** A WhatsApp chat with a customer (the admin), from their E.164 number, with `text` pre-filled when given. */
export function customerWhatsappHref(phoneE164: string, text?: string): string {
  const base = `https://wa.me/${phoneE164.replace(/\D/g, "")}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
