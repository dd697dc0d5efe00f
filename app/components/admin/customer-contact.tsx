import { isErasedPhone } from "~/lib/booking/erased";
import { customerWhatsappHref } from "~/lib/contact/links";
import { useT } from "~/lib/i18n/i18n";

/**
 * A customer's phone as a call link, with a WhatsApp chat beside it. With `share` (a booking's
 * page) the chat is a post to the page's action: it records the sharing of the booking's view
 * link in the audit trail, then opens WhatsApp with the text the status calls for already typed,
 * so staff confirm in one tap. The page never holds the link itself. Without `share`, the chat
 * opens with `message` (a text with no link) typed.
 */
const WHATSAPP_CLASS =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-whatsapp-600 px-3 text-sm font-medium text-whatsapp-700 hover:bg-slate-50";

/** `phoneText`: the phone as people write it, formatted by the loader (formatIndianPhone): the phone metadata stays on the server. */
export function CustomerContact({
  phone,
  phoneText,
  name,
  message,
  share = false,
}: {
  phone: string;
  phoneText: string;
  name: string;
  message?: string;
  share?: boolean;
}) {
  const t = useT();
  if (isErasedPhone(phone)) return <span className="text-slate-600">{t("desk.erased")}</span>;
  return (
    // Both are 44 px targets: staff tap them on a phone, often on the move.
    <div className="flex flex-wrap items-center gap-x-3 sm:flex-col sm:items-start">
      <a href={`tel:${phone}`} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:underline">
        {phoneText}
      </a>
      {share ? (
        // A native form: its answer (a redirect to WhatsApp) opens in a new tab, with or without
        // JavaScript. Not noreferrer: the post would then carry "Origin: null", which the
        // same-origin check refuses.
        <form method="post" target="_blank" rel="noopener">
          <input type="hidden" name="intent" value="share" />
          <button type="submit" className={WHATSAPP_CLASS} aria-label={t("desk.whatsappShare", { name })}>
            {t("desk.whatsapp")}
          </button>
        </form>
      ) : (
        <a
          href={customerWhatsappHref(phone, message)}
          target="_blank"
          rel="noopener noreferrer"
          className={WHATSAPP_CLASS}
          aria-label={t("deskList.whatsappTo", { name })}
        >
          {t("desk.whatsapp")}
        </a>
      )}
    </div>
  );
}
