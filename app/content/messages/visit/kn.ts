// A visit's smaller words, in Kannada (ids: en.ts).
import type { visitEn } from "~/content/messages/visit/en";

export const visitKn: Record<keyof typeof visitEn, string> = {
  "field.quantityInvalid": "ಎಷ್ಟು ಎಂದು 1 ರಿಂದ 99ರವರೆಗೆ ಬರೆಯಿರಿ.",
  "customer.arrivingIn": "ಸುಮಾರು {minutes} ನಿಮಿಷದಲ್ಲಿ, {time}ರ ಹೊತ್ತಿಗೆ ಬರುವ ನಿರೀಕ್ಷೆ.",
  "setup.anyTime": "ಯಾವಾಗಲಾದರೂ",
  "setup.anyTimeHint": "ಸಮಯದ ಸ್ಲಾಟ್ ಇಲ್ಲದ ಬುಕಿಂಗ್‌ಗಳು (ಅಥವಾ ತೆಗೆದುಹಾಕಿದ ಸ್ಲಾಟ್‌ನವು)",
};
