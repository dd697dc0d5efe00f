// GSTR-3B's Table 3.1 and 3.2 on the Books page (app/components/billing/gstr3b-table.tsx), in the
// account's language: namespace books. English first, its ids the ids every language must have
// (the type check says so). The tax heads are written as the GSTR-1 tables write them (IGST, CGST, SGST).

export const gstr3bEn = {
  "books.gstr3bFor": "GSTR-3B for {month}",
  "books.table31": "Table 3.1: outward supplies and the tax on them",
  "books.nature31": "Nature of supplies",
  "books.row31a": "(a) Outward taxable supplies (other than zero rated, nil rated and exempted)",
  "books.cess": "Cess",
  "books.gstr3bNote":
    "The month's invoices in force less its credit notes, as its GSTR-1 has them (Tables 4A and 7 less 9B; the B2C tax as the offline tool computes it). The other rows of Table 3.1 and the input tax credit of Table 4 are not in these books: fill them on the portal.",
  "books.table32": "Table 3.2: inter-state supplies to unregistered persons",
  "books.noTable32": "Table 3.2: no inter-state supply to an unregistered person this month.",
  "books.gstr3bJson": "GSTR-3B Table 3.1 (JSON)",
} as const;

export const gstr3bKn: Record<keyof typeof gstr3bEn, string> = {
  "books.gstr3bFor": "{month} ರ GSTR-3B",
  "books.table31": "ಕೋಷ್ಟಕ 3.1: ಹೊರಹೋಗುವ ಪೂರೈಕೆಗಳು ಮತ್ತು ಅವುಗಳ ಮೇಲಿನ ತೆರಿಗೆ",
  "books.nature31": "ಪೂರೈಕೆಗಳ ಸ್ವರೂಪ",
  "books.row31a": "(a) ತೆರಿಗೆಗೆ ಒಳಪಡುವ ಹೊರಹೋಗುವ ಪೂರೈಕೆಗಳು (ಶೂನ್ಯ ದರ, ನಿಲ್ ದರ ಮತ್ತು ವಿನಾಯಿತಿ ಪಡೆದವು ಬಿಟ್ಟು)",
  "books.cess": "ಸೆಸ್",
  "books.gstr3bNote":
    "ತಿಂಗಳ ಜಾರಿಯಲ್ಲಿರುವ ಸರಕುಪಟ್ಟಿಗಳಿಂದ ಅದರ ಕ್ರೆಡಿಟ್ ನೋಟ್‌ಗಳನ್ನು ಕಳೆದದ್ದು, ಅದರ GSTR-1 ನಲ್ಲಿ ಇರುವಂತೆ (ಕೋಷ್ಟಕ 4A ಮತ್ತು 7 ರಿಂದ 9B ಕಳೆದು; B2C ತೆರಿಗೆಯನ್ನು ಆಫ್‌ಲೈನ್ ಟೂಲ್ ಲೆಕ್ಕ ಹಾಕುವಂತೆ). ಕೋಷ್ಟಕ 3.1 ರ ಉಳಿದ ಸಾಲುಗಳು ಮತ್ತು ಕೋಷ್ಟಕ 4 ರ ಇನ್‌ಪುಟ್ ತೆರಿಗೆ ಕ್ರೆಡಿಟ್ ಈ ಲೆಕ್ಕಪುಸ್ತಕದಲ್ಲಿ ಇಲ್ಲ: ಅವನ್ನು ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ತುಂಬಿ.",
  "books.table32": "ಕೋಷ್ಟಕ 3.2: ನೋಂದಾಯಿಸದ ವ್ಯಕ್ತಿಗಳಿಗೆ ಅಂತರರಾಜ್ಯ ಪೂರೈಕೆಗಳು",
  "books.noTable32": "ಕೋಷ್ಟಕ 3.2: ಈ ತಿಂಗಳು ನೋಂದಾಯಿಸದ ವ್ಯಕ್ತಿಗೆ ಯಾವ ಅಂತರರಾಜ್ಯ ಪೂರೈಕೆಯೂ ಇಲ್ಲ.",
  "books.gstr3bJson": "GSTR-3B ಕೋಷ್ಟಕ 3.1 (JSON)",
};

export const gstr3bHi: Record<keyof typeof gstr3bEn, string> = {
  "books.gstr3bFor": "{month} का GSTR-3B",
  "books.table31": "तालिका 3.1: बाहर जाने वाली आपूर्ति और उस पर टैक्स",
  "books.nature31": "आपूर्ति का प्रकार",
  "books.row31a": "(a) बाहर जाने वाली टैक्स योग्य आपूर्ति (शून्य दर, निल दर और छूट वाली के अलावा)",
  "books.cess": "सेस",
  "books.gstr3bNote":
    "महीने के लागू इनवॉइस में से उसके क्रेडिट नोट घटाकर, जैसे उसके GSTR-1 में हैं (तालिका 4A और 7 में से 9B घटाकर; B2C टैक्स वैसे जैसे ऑफ़लाइन टूल गिनता है)। तालिका 3.1 की बाकी पंक्तियाँ और तालिका 4 का इनपुट टैक्स क्रेडिट इन खातों में नहीं हैं: उन्हें पोर्टल पर भरें।",
  "books.table32": "तालिका 3.2: अपंजीकृत व्यक्तियों को अंतर-राज्यीय आपूर्ति",
  "books.noTable32": "तालिका 3.2: इस महीने किसी अपंजीकृत व्यक्ति को कोई अंतर-राज्यीय आपूर्ति नहीं।",
  "books.gstr3bJson": "GSTR-3B तालिका 3.1 (JSON)",
};
