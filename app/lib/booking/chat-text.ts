import { DEFAULT_BRAND } from "~/content/booking";

export const DEFAULT_CHAT_SERVICE = "washing machine repair";

type BookingChat = { service?: string; brand?: string; name?: string; phone?: string; locality?: string; issue?: string };

// What the form has so far, in the message's order.
const DETAILS = [
  ["name", "Name"],
  ["phone", "Phone"],
  ["locality", "Area"],
  ["issue", "Problem"],
] as const;

/**
 * The WhatsApp message of the booking form's chat button: the service (default 'washing machine
 * repair'), the brand if any, and the name, phone, area and problem typed so far.
 */
export function bookingChatText(chat: BookingChat): string {
  const wanted = chat.service?.trim() || DEFAULT_CHAT_SERVICE;
  const brandName = chat.brand?.trim();
  const forBrand = brandName && brandName !== DEFAULT_BRAND ? ` for my ${brandName} washing machine` : "";
  const lines = [`Hi! I need ${wanted}${forBrand}.`];
  for (const [key, label] of DETAILS) if (chat[key]?.trim()) lines.push(`${label}: ${chat[key].trim()}`);
  return lines.join("\n");
}
