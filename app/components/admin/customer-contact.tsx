import { customerWhatsappHref } from "~/lib/contact/links";
import { formatIndianPhone } from "~/lib/contact/phone";

/**
 * A customer's phone as a call link, with a WhatsApp chat beside it that opens with
 * `message` (the booking's confirmation text) already typed, so staff confirm in one tap.
 */
export function CustomerContact({ phone, name, message }: { phone: string; name: string; message?: string }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:flex-col sm:items-start">
      <a href={`tel:${phone}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
        {formatIndianPhone(phone)}
      </a>
      <a
        href={customerWhatsappHref(phone, message)}
        target="_blank"
        rel="noopener noreferrer"
        className="text-xs font-medium text-whatsapp-700 underline-offset-2 hover:underline"
        aria-label={`WhatsApp ${name}`}
      >
        WhatsApp
      </a>
    </div>
  );
}
