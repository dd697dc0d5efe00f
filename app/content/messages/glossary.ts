// The recurring terms, written one way in each language, as Bengaluru's shops and customers
// write them: English words in everyday use (ರಿಪೇರಿ, टेक्नीशियन) rather than textbook coinages,
// brand and business names in Latin letters. The catalogs build their messages from these.
export const GLOSSARY = {
  kn: {
    washingMachine: "ವಾಷಿಂಗ್ ಮೆಷಿನ್",
    repair: "ರಿಪೇರಿ",
    technician: "ಟೆಕ್ನಿಷಿಯನ್",
    booking: "ಬುಕಿಂಗ್",
    area: "ಏರಿಯಾ",
    withinTwoHours: "2 ಗಂಟೆಗಳೊಳಗೆ",
    bengaluru: "ಬೆಂಗಳೂರು",
    whatsapp: "ವಾಟ್ಸಾಪ್",
  },
  hi: {
    washingMachine: "वॉशिंग मशीन",
    repair: "रिपेयर",
    technician: "टेक्नीशियन",
    booking: "बुकिंग",
    area: "एरिया",
    withinTwoHours: "2 घंटे के अंदर",
    bengaluru: "बेंगलुरु",
    whatsapp: "व्हाट्सऐप",
  },
} as const;
