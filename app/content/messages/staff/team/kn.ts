// The office's day and the owner's view of the team, in Kannada (ids: en.ts).
import { GLOSSARY } from "~/content/messages/glossary";
import type { teamEn, teamOutcomeEn } from "~/content/messages/staff/team/en";

const { technician, booking } = GLOSSARY.kn;

export const teamKn: Record<keyof typeof teamEn, string> = {
  "techAlert.assigned": `${booking} {reference} ನಿಮಗೆ ಬಂದಿದೆ`,
  "techAlert.unassigned": `${booking} {reference} ಬೇರೆ ${technician}ಗೆ ಹೋಗಿದೆ`,
  "deskAnalytics.todayRange": "ಇಂದು",
  "deskBoard.cashCovers": "ಅವರ ಬಳಿ ಇರುವ ನಗದಿನ ಭೇಟಿಗಳು",
  "deskBoard.undoHandover": "ಈ ಒಪ್ಪಿಸುವಿಕೆಯನ್ನು ರದ್ದುಮಾಡಿ",
  "deskBoard.undoHandoverOf": "{technician} ಒಪ್ಪಿಸಿದ {amount} ರದ್ದುಮಾಡಿ",
  "books.today": "ಇಂದು",
  "books.headingToday": "ಲೆಕ್ಕಪತ್ರ: ಇಂದು, {day}",
  "books.todayNote": "ಇಂದು ನೀಡಿದ ಇನ್‌ವಾಯ್ಸ್‌ಗಳು. GSTR-1, ಕ್ರೆಡಿಟ್ ನೋಟ್‌ಗಳು ಮತ್ತು ಫೈಲಿಂಗ್ ತಿಂಗಳ ಪ್ರಕಾರ: ತಿಂಗಳನ್ನು ಆರಿಸಿ.",
  "books.noInvoicesToday": "ಇಂದು ಯಾವ ಇನ್‌ವಾಯ್ಸ್ ಕೂಡ ನೀಡಿಲ್ಲ.",
  "team.heading": "ತಂಡ",
  "team.technician": technician,
  "team.visits": "ಭೇಟಿಗಳು",
  "team.firstTime": "ಮೊದಲ ಬಾರಿಗೇ ಮುಗಿದವು",
  "team.notHome": "ಮನೆಯಲ್ಲಿ ಇರಲಿಲ್ಲ",
  "team.arrivedToDone": "ತಲುಪಿದಾಗಿನಿಂದ ಕೆಲಸ ಮುಗಿಯುವವರೆಗೆ",
  "team.money": "ಪಡೆದ ಹಣ",
  "team.plansSold": "ಮಾರಿದ ಪ್ಲಾನ್‌ಗಳು",
  "team.minutes": "{minutes} ನಿಮಿಷ",
  "team.noVisits": `ಈ ಅವಧಿಯಲ್ಲಿ ಯಾವ ${technician}ಗೂ ಭೇಟಿ ಇರಲಿಲ್ಲ.`,
  "team.holders": "ಪ್ಲಾನ್ ಹೊಂದಿರುವವರು",
  "team.holder": "ಗ್ರಾಹಕರು",
  "team.plan": "ಪ್ಲಾನ್",
  "team.nextVisit": "ಮುಂದಿನ ಭೇಟಿ",
  "team.ends": "ಮುಗಿಯುವುದು",
  "team.noNextVisit": "ಇನ್ನು ಇಲ್ಲ",
  "team.noHolders": "ಯಾವ ಪ್ಲಾನ್ ಕೂಡ ಜಾರಿಯಲ್ಲಿಲ್ಲ.",
};

export const teamOutcomeKn: Record<keyof typeof teamOutcomeEn, string> = {
  "done.technicianReassigned": `${technician} ಬದಲಾಯಿಸಲಾಗಿದೆ`,
  "done.fromTo": "{from} ಅವರಿಂದ {to} ಅವರಿಗೆ",
  "done.handoverUndone": "ಒಪ್ಪಿಸುವಿಕೆ ರದ್ದಾಗಿದೆ",
  "done.handoverUndoneText": "{name} ಅವರ {amount} ಮತ್ತೆ ಅವರ ಬಳಿಯೇ ಇದೆ.",
  "refusal.handoverNotUndoable": "ಈ ಒಪ್ಪಿಸುವಿಕೆಯನ್ನು ಈಗ ರದ್ದುಮಾಡಲಾಗದು: ಇಂದಿನದನ್ನು ಮಾತ್ರ, ಒಮ್ಮೆ ಮಾತ್ರ.",
};
