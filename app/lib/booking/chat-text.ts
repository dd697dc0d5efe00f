import { DEFAULT_BRAND } from "~/content/booking";

export const DEFAULT_CHAT_SERVICE = "washing machine repair";

type BookingChat = { service?: string; brand?: string; name?: string; phone?: string };

/**
 * The WhatsApp message of the booking form's chat button: the service
 * (default 'washing machine repair'), the brand if any, and the name and phone typed so far.
 */
export function bookingChatText({ service, brand, name, phone }: BookingChat): string {
  const wanted = service?.trim() || DEFAULT_CHAT_SERVICE;
  const brandName = brand?.trim();
  const forBrand = brandName && brandName !== DEFAULT_BRAND ? ` for my ${brandName} washing machine` : "";
  const lines = [`Hi! I need ${wanted}${forBrand}.`];
  if (name?.trim()) lines.push(`Name: ${name.trim()}`);
  if (phone?.trim()) lines.push(`Phone: ${phone.trim()}`);
  return lines.join("\n");
}
