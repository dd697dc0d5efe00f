import { DEFAULT_BRAND } from "~/content/booking";
import type { Translate } from "~/lib/i18n/i18n";

type BookingChat = { service?: string; brand?: string; name?: string; phone?: string; locality?: string; issue?: string };

// What the form has so far, in the message's order.
const DETAILS = [
  ["name", "booking.chatName"],
  ["phone", "booking.chatPhone"],
  ["locality", "booking.chatArea"],
  ["issue", "booking.chatProblem"],
] as const;

/**
 * The WhatsApp message of the booking form's chat button, in the page's language: the service
 * (default 'washing machine repair'), the brand if any, and the name, phone, area and problem typed so far.
 */
export function bookingChatText(t: Translate, chat: BookingChat): string {
  const wanted = chat.service?.trim() ? t.text(chat.service.trim()) : t("booking.chatDefaultService");
  const brandName = chat.brand?.trim();
  const lines = [
    brandName && brandName !== DEFAULT_BRAND
      ? t("booking.chatWantsForBrand", { service: wanted, brand: brandName })
      : t("booking.chatWants", { service: wanted }),
  ];
  for (const [key, label] of DETAILS) if (chat[key]?.trim()) lines.push(`${t(label)}: ${chat[key].trim()}`);
  return lines.join("\n");
}
