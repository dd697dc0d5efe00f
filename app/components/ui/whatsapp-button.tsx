import type { ReactNode } from "react";

import { buttonClass, type ButtonSize } from "~/components/ui/button";
import { whatsappHref } from "~/lib/contact/links";

type WhatsAppButtonProps = { text?: string; size?: ButtonSize; className?: string; children: ReactNode };

/** A chat with the business on WhatsApp, `text` pre-filled, in a new tab. */
export function WhatsAppButton({ text, size, className, children }: WhatsAppButtonProps) {
  return (
    <a href={whatsappHref(text)} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: "whatsapp", size, className })}>
      {children}
    </a>
  );
}
