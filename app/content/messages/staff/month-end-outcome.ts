// Month end's refusals (app/models/credit-notes.server.ts, app/models/bill-payments.server.ts's
// cancelInvoice), spread into the outcome catalog (outcome.ts): a month is filed once it has ended;
// a filed month's invoice is corrected by a credit note, never cancelled; a credit note is only for
// a filed month's invoice and never more than is left of it; a credited invoice is not cancelled.
// English first: its ids are the ids every language must have (the type check says so).

export const monthEndOutcomeEn = {
  "refusal.invoiceFiled": "{number} is in {month}, which is filed: it cannot be cancelled. Issue a credit note instead.",
  "refusal.monthNotEnded": "{month} has not ended yet: a month can be marked filed only once it is over.",
  "refusal.monthFiled": "{month} is already filed.",
  "refusal.noInvoiceToCredit": "This bill has no invoice in force to credit.",
  "refusal.creditAtMost": "At most {amount} is left to credit on {number}.",
  "refusal.creditUnfiledMonth":
    "{number} is in {month}, which is not filed yet: a credit note corrects only an invoice of a filed month. Cancel the invoice and bill again instead.",
  "refusal.invoiceCredited": "{number} has credit note {note} against it: it cannot be cancelled. Correct it with another credit note.",
} as const;

type Words = Record<keyof typeof monthEndOutcomeEn, string>;

export const monthEndOutcomeKn: Words = {
  "refusal.invoiceFiled": "{number} {month} ತಿಂಗಳಿನದು, ಅದು ಫೈಲ್ ಆಗಿದೆ: ಅದನ್ನು ರದ್ದುಗೊಳಿಸಲಾಗದು. ಬದಲಿಗೆ ಕ್ರೆಡಿಟ್ ನೋಟ್ ನೀಡಿ.",
  "refusal.monthNotEnded": "{month} ಇನ್ನೂ ಮುಗಿದಿಲ್ಲ: ತಿಂಗಳು ಮುಗಿದ ನಂತರವೇ ಅದನ್ನು ಸಲ್ಲಿಸಲಾಗಿದೆ ಎಂದು ಗುರುತಿಸಬಹುದು.",
  "refusal.monthFiled": "{month} ಈಗಾಗಲೇ ಫೈಲ್ ಆಗಿದೆ.",
  "refusal.noInvoiceToCredit": "ಈ ಬಿಲ್‌ಗೆ ಕ್ರೆಡಿಟ್ ಮಾಡಲು ಜಾರಿಯಲ್ಲಿರುವ ಇನ್‌ವಾಯ್ಸ್ ಇಲ್ಲ.",
  "refusal.creditAtMost": "{number} ಮೇಲೆ ಹೆಚ್ಚೆಂದರೆ {amount} ಮಾತ್ರ ಕ್ರೆಡಿಟ್ ಮಾಡಲು ಉಳಿದಿದೆ.",
  "refusal.creditUnfiledMonth":
    "{number} {month} ತಿಂಗಳಿನದು, ಅದು ಇನ್ನೂ ಫೈಲ್ ಆಗಿಲ್ಲ: ಕ್ರೆಡಿಟ್ ನೋಟ್ ಫೈಲ್ ಆದ ತಿಂಗಳ ಇನ್‌ವಾಯ್ಸ್ ಅನ್ನು ಮಾತ್ರ ಸರಿಪಡಿಸುತ್ತದೆ. ಬದಲಿಗೆ ಇನ್‌ವಾಯ್ಸ್ ರದ್ದುಗೊಳಿಸಿ ಮತ್ತೆ ಬಿಲ್ ಮಾಡಿ.",
  "refusal.invoiceCredited": "{number} ಮೇಲೆ ಕ್ರೆಡಿಟ್ ನೋಟ್ {note} ನೀಡಲಾಗಿದೆ: ಅದನ್ನು ರದ್ದುಗೊಳಿಸಲಾಗದು. ಇನ್ನೊಂದು ಕ್ರೆಡಿಟ್ ನೋಟ್‌ನಿಂದ ಸರಿಪಡಿಸಿ.",
};

export const monthEndOutcomeHi: Words = {
  "refusal.invoiceFiled": "{number} {month} का है, जो फ़ाइल हो चुका है: इसे रद्द नहीं किया जा सकता। इसकी जगह क्रेडिट नोट जारी करें।",
  "refusal.monthNotEnded": "{month} अभी खत्म नहीं हुआ है: महीना खत्म होने के बाद ही उसे दाखिल के रूप में चिह्नित किया जा सकता है।",
  "refusal.monthFiled": "{month} पहले ही फ़ाइल हो चुका है।",
  "refusal.noInvoiceToCredit": "इस बिल का क्रेडिट करने लायक कोई लागू इनवॉइस नहीं है।",
  "refusal.creditAtMost": "{number} पर ज़्यादा से ज़्यादा {amount} क्रेडिट करना बाकी है।",
  "refusal.creditUnfiledMonth":
    "{number} {month} का है, जो अभी फ़ाइल नहीं हुआ: क्रेडिट नोट सिर्फ़ फ़ाइल हो चुके महीने के इनवॉइस को सुधारता है। इसकी जगह इनवॉइस रद्द करके फिर से बिल बनाएँ।",
  "refusal.invoiceCredited": "{number} पर क्रेडिट नोट {note} जारी है: इसे रद्द नहीं किया जा सकता। इसे दूसरे क्रेडिट नोट से सुधारें।",
};
