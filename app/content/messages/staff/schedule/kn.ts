// A visit that cannot finish today, in Kannada (ids: en.ts).
import { GLOSSARY } from "~/content/messages/glossary";
import type { scheduleEn, scheduleOutcomeEn } from "~/content/messages/staff/schedule/en";

const { technician, booking } = GLOSSARY.kn;

export const scheduleKn: Record<keyof typeof scheduleEn, string> = {
  "field.notFinishing": "ಇಂದು ಮುಗಿಸಲು ಆಗುತ್ತಿಲ್ಲವೇ?",
  "field.notHome": "ಗ್ರಾಹಕರು ಮನೆಯಲ್ಲಿಲ್ಲ",
  "field.waitingPart": "ಬಿಡಿಭಾಗಕ್ಕಾಗಿ ಕಾಯುತ್ತಿದೆ",
  "field.partName": "ಯಾವ ಬಿಡಿಭಾಗ",
  "field.partPrice": "ಅದರ ಬೆಲೆ, ಗೊತ್ತಿದ್ದರೆ (ಬಿಲ್‌ಗೆ ಸೇರುತ್ತದೆ)",
  "field.partMissing": "ಬಿಡಿಭಾಗದ ಹೆಸರು ಬರೆಯಿರಿ",
  "field.doneRefusedLater": 'ಸಿಗ್ನಲ್ ಬಂದಾಗ "ಕೆಲಸ ಮುಗಿದಿದೆ" ದಾಖಲಾಗಲಿಲ್ಲ.',
  "field.returnVisit": "ಮರು ಭೇಟಿ ಬುಕ್ ಮಾಡಿ",
  "field.notHomeDone": "ದಾಖಲಾಗಿದೆ: ಗ್ರಾಹಕರು ಮನೆಯಲ್ಲಿಲ್ಲ. ಗ್ರಾಹಕರಿಗೆ ತಿಳಿಸಲಾಗಿದೆ; ಭೇಟಿ ತೆರೆದೇ ಇರುತ್ತದೆ.",
  "field.waitingDone": "ದಾಖಲಾಗಿದೆ: {part}ಗಾಗಿ ಕಾಯುತ್ತಿದೆ. ಅದಕ್ಕಾಗಿ ಬಿಲ್ ತೆರೆದೇ ಇರುತ್ತದೆ.",
  "field.notePart": "ಬಿಡಿಭಾಗಕ್ಕಾಗಿ ಕಾಯುತ್ತಿದೆ: {part}",
  "field.visitMoved": "ಭೇಟಿಯನ್ನು {visit}ಗೆ ಬದಲಾಯಿಸಲಾಗಿದೆ. ಗ್ರಾಹಕರಿಗೆ ತಿಳಿಸಲಾಗಿದೆ.",
  "deskMove.link": "ಭೇಟಿಯ ದಿನ ಬದಲಿಸಿ",
  "deskMove.title": `${booking} {reference}ರ ಭೇಟಿಯ ದಿನ ಬದಲಿಸಿ`,
  "deskMove.now": "ಈಗ: {visit}",
  "deskMove.day": "ದಿನ",
  "deskMove.slot": "ಸಮಯ",
  "deskMove.full": "ತುಂಬಿದೆ",
  "deskMove.submit": "ಭೇಟಿಯ ದಿನ ಬದಲಿಸಿ",
  "deskMove.dayMissing": "ದಿನ ಆರಿಸಿ",
  "deskMove.closed": "ಈ ಭೇಟಿ ಮುಗಿದಿದೆ ಅಥವಾ ರದ್ದಾಗಿದೆ: ಇದನ್ನು ಬದಲಿಸಲು ಆಗುವುದಿಲ್ಲ.",
  "deskMove.back": `${booking}ಗೆ ಹಿಂದಿರುಗಿ`,
  "customerPush.not-home": `ನಮ್ಮ ${technician} ಇಂದು ಬಂದಿದ್ದರು, ಮನೆಯಲ್ಲಿ ಯಾರೂ ಇರಲಿಲ್ಲ. ಬೇರೆ ದಿನ ಆರಿಸಲು ಒತ್ತಿ.`,
  "deskSteps.not_home": "ಗ್ರಾಹಕರು ಮನೆಯಲ್ಲಿಲ್ಲ",
  "deskSteps.waiting_part": "ಬಿಡಿಭಾಗಕ್ಕಾಗಿ ಕಾಯುತ್ತಿದೆ",
  "deskMessages.kind.not-home": "ಗ್ರಾಹಕರು ಮನೆಯಲ್ಲಿಲ್ಲ",
  "notify.kind.not-home": "ಗ್ರಾಹಕರು ಮನೆಯಲ್ಲಿಲ್ಲ",
};

export const scheduleOutcomeKn: Record<keyof typeof scheduleOutcomeEn, string> = {
  "refusal.dayNotBookable": "ಇಂದಿನಿಂದ {days} ದಿನಗಳೊಳಗಿನ ದಿನ ಆರಿಸಿ.",
  "refusal.visitUnchanged": "ಭೇಟಿ ಈಗಾಗಲೇ ಅದೇ ದಿನ ಮತ್ತು ಸಮಯದಲ್ಲಿದೆ: ಬೇರೆಯದನ್ನು ಆರಿಸಿ.",
  "refusal.slotStarted": "ಆ ಸಮಯ ಇಂದು ಈಗಾಗಲೇ ಶುರುವಾಗಿದೆ: ನಂತರದ ಸಮಯ ಅಥವಾ ಬೇರೆ ದಿನ ಆರಿಸಿ.",
  "refusal.alreadyWaiting": "ಈ ಭೇಟಿ ಇಂದು ಈಗಾಗಲೇ ಬಿಡಿಭಾಗಕ್ಕಾಗಿ ಕಾಯುತ್ತಿದೆ: ಇನ್ನೊಂದು ಬಿಡಿಭಾಗವನ್ನು ಬಿಲ್‌ನಲ್ಲಿ ಸೇರಿಸಿ.",
};
