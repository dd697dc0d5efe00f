import type { ReactNode } from "react";

import type { BookingPreset } from "~/components/booking/book-link";
import { BookLink } from "~/components/booking/book-link";
import { buttonClass } from "~/components/ui/button";
import { WhatsAppButton } from "~/components/ui/whatsapp-button";
import { business } from "~/content/business";
import { telHref } from "~/lib/contact/links";
import { useT } from "~/lib/i18n/i18n";

type CallToActionProps = {
  title: ReactNode;
  text: ReactNode;
  book: BookingPreset & { label: string };
  /** Pre-filled WhatsApp text for the chat button. */
  chatText?: string;
};

/** The closing band of a page: Book, Call and WhatsApp. */
export function CallToAction({ title, text, book, chatText }: CallToActionProps) {
  const t = useT();
  return (
    <section className="bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12 text-center sm:py-16">
        <h2 className="text-2xl font-bold sm:text-3xl">{title}</h2>
        <div className="mx-auto mt-3 max-w-2xl text-brand-100">{text}</div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <BookLink service={book.service} brand={book.brand} machine={book.machine} locality={book.locality} size="lg">
            {book.label}
          </BookLink>
          <a href={telHref} className={buttonClass({ variant: "outline", size: "lg" })}>
            {t("common.callPhone", { phone: business.phoneDisplay })}
          </a>
          <WhatsAppButton text={chatText ?? t("common.whatsappGreeting")} size="lg">
            {t("common.chatOnWhatsapp")}
          </WhatsAppButton>
        </div>
      </div>
    </section>
  );
}
