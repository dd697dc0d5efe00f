import { isErasedPhone } from "~/lib/booking/erased";
import { customerWhatsappHref } from "~/lib/contact/links";
import { formatIndianPhone } from "~/lib/contact/phone";

/**
 * A customer's phone as a call link, with a WhatsApp chat beside it that opens with
 * `message` (the booking's confirmation text) already typed, so staff confirm in one tap.
 */
export function CustomerContact({ phone, name, message }: { phone: string; name: string; message?: string }) {
  if (isErasedPhone(phone)) return <span className="text-slate-600">Erased</span>;
  return (
    // Both are 44 px targets: staff tap them on a phone, often on the move.
    <div className="flex flex-wrap items-center gap-x-3 sm:flex-col sm:items-start">
      <a href={`tel:${phone}`} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:underline">
        {formatIndianPhone(phone)}
      </a>
      <a
        href={customerWhatsappHref(phone, message)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-whatsapp-600 px-3 text-sm font-medium text-whatsapp-700 hover:bg-slate-50"
        aria-label={`WhatsApp ${name}`}
      >
        WhatsApp
      </a>
    </div>
  );
}
