import { customerWhatsappHref } from "~/lib/contact/links";
import { formatIndianPhone } from "~/lib/contact/phone";

/** A customer's phone as a call link, with a WhatsApp chat link beside it. */
export function CustomerContact({ phone, name }: { phone: string; name: string }) {
  return (
    <div className="flex flex-col gap-1">
      <a href={`tel:${phone}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
        {formatIndianPhone(phone)}
      </a>
      <a
        href={customerWhatsappHref(phone)}
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
