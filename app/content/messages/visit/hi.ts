// A visit's smaller words, in Hindi (ids: en.ts).
import type { visitEn } from "~/content/messages/visit/en";

export const visitHi: Record<keyof typeof visitEn, string> = {
  "field.quantityInvalid": "मात्रा 1 से 99 तक लिखें।",
  "customer.arrivingIn": "लगभग {minutes} मिनट में, करीब {time} तक पहुँचने की उम्मीद।",
  "setup.anyTime": "कभी भी",
  "setup.anyTimeHint": "बिना टाइम स्लॉट वाली बुकिंग (या हटाए गए स्लॉट वाली)",
};
