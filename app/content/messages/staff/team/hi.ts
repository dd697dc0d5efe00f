// The office's day and the owner's view of the team, in Hindi (ids: en.ts).
import { GLOSSARY } from "~/content/messages/glossary";
import type { teamEn, teamOutcomeEn } from "~/content/messages/staff/team/en";

const { technician, booking } = GLOSSARY.hi;

export const teamHi: Record<keyof typeof teamEn, string> = {
  "techAlert.assigned": `${booking} {reference} आपको दी गई`,
  "techAlert.unassigned": `${booking} {reference} दूसरे ${technician} को दी गई`,
  "deskAnalytics.todayRange": "आज",
  "deskBoard.cashCovers": "जिन विज़िट का नकद उनके पास है",
  "deskBoard.undoHandover": "यह जमा रद्द करें",
  "deskBoard.undoHandoverOf": "{technician} का {amount} जमा रद्द करें",
  "books.today": "आज",
  "books.headingToday": "हिसाब-किताब: आज, {day}",
  "books.todayNote": "आज जारी हुए इनवॉइस। GSTR-1, क्रेडिट नोट और फ़ाइलिंग महीने के हिसाब से होते हैं: महीना चुनें।",
  "books.noInvoicesToday": "आज कोई इनवॉइस जारी नहीं हुआ।",
  "team.heading": "टीम",
  "team.technician": technician,
  "team.visits": "विज़िट",
  "team.firstTime": "पहली बार में पूरे",
  "team.notHome": "घर पर नहीं मिले",
  "team.arrivedToDone": "पहुँचने से काम पूरा होने तक",
  "team.money": "लिया गया पैसा",
  "team.plansSold": "बेचे गए प्लान",
  "team.minutes": "{minutes} मिनट",
  "team.noVisits": `इस अवधि में किसी ${technician} की विज़िट नहीं थी।`,
  "team.holders": "प्लान धारक",
  "team.holder": "ग्राहक",
  "team.plan": "प्लान",
  "team.nextVisit": "अगली विज़िट",
  "team.ends": "खत्म होगा",
  "team.noNextVisit": "कोई बाकी नहीं",
  "team.noHolders": "कोई प्लान लागू नहीं है।",
};

export const teamOutcomeHi: Record<keyof typeof teamOutcomeEn, string> = {
  "done.technicianReassigned": `${technician} बदला गया`,
  "done.fromTo": "{from} से {to} को",
  "done.handoverUndone": "जमा रद्द हुआ",
  "done.handoverUndoneText": "{name} के {amount} फिर उन्हीं के पास हैं।",
  "refusal.handoverNotUndoable": "यह जमा अब रद्द नहीं हो सकता: सिर्फ़ आज का, और एक ही बार।",
};
