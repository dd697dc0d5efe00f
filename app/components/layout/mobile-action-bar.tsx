import { BookLink } from "~/components/booking/book-link";
import { buttonClass } from "~/components/ui/button";
import { WhatsAppButton } from "~/components/ui/whatsapp-button";
import { telHref } from "~/lib/contact/links";
import { useBookInActionBar } from "~/lib/hooks/route-handle";
import { useT } from "~/lib/i18n/i18n";

/** Call, WhatsApp and Book (not on a customer's own booking), fixed to the bottom of the screen on phones only. */
export function MobileActionBar() {
  const t = useT();
  const book = useBookInActionBar();
  return (
    <nav
      aria-label={t("common.quickActions")}
      className={`fixed inset-x-0 bottom-0 z-30 grid ${book ? "grid-cols-3" : "grid-cols-2"} gap-2 border-t border-slate-200 bg-white p-2 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] lg:hidden`}
    >
      <a href={telHref} className={buttonClass({ variant: "call", size: "sm" })}>
        {t("common.call")}
      </a>
      <WhatsAppButton text={t("common.whatsappGreeting")} size="sm">
        WhatsApp
      </WhatsAppButton>
      {book ? (
        <BookLink service="General Repair" size="sm">
          {t("common.book")}
        </BookLink>
      ) : null}
    </nav>
  );
}
