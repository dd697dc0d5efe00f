// A visit that cannot finish today, in Hindi (ids: en.ts).
import { GLOSSARY } from "~/content/messages/glossary";
import type { scheduleEn, scheduleOutcomeEn } from "~/content/messages/staff/schedule/en";

const { technician, booking } = GLOSSARY.hi;

export const scheduleHi: Record<keyof typeof scheduleEn, string> = {
  "field.notFinishing": "आज पूरा नहीं हो सकता?",
  "field.notHome": "ग्राहक घर पर नहीं",
  "field.waitingPart": "पुर्ज़े का इंतज़ार",
  "field.partName": "कौन सा पुर्ज़ा",
  "field.partPrice": "उसकी कीमत, अगर पता हो (बिल में जुड़ेगी)",
  "field.partMissing": "पुर्ज़े का नाम लिखें",
  "field.doneRefusedLater": 'सिग्नल लौटने पर "काम हो गया" दर्ज नहीं हुआ।',
  "field.returnVisit": "दोबारा विज़िट बुक करें",
  "field.notHomeDone": "दर्ज हुआ: ग्राहक घर पर नहीं। ग्राहक को बता दिया गया; विज़िट खुली रहेगी।",
  "field.waitingDone": "दर्ज हुआ: {part} का इंतज़ार। उसके लिए बिल खुला रहेगा।",
  "field.notePart": "पुर्ज़े का इंतज़ार: {part}",
  "field.visitMoved": "विज़िट {visit} पर बदली गई। ग्राहक को बता दिया गया।",
  "deskMove.link": "विज़िट का दिन बदलें",
  "deskMove.title": `${booking} {reference} की विज़िट का दिन बदलें`,
  "deskMove.now": "अभी: {visit}",
  "deskMove.day": "दिन",
  "deskMove.slot": "समय",
  "deskMove.full": "भरा हुआ",
  "deskMove.submit": "विज़िट का दिन बदलें",
  "deskMove.dayMissing": "दिन चुनें",
  "deskMove.closed": "यह विज़िट पूरी या रद्द हो चुकी है: इसे बदला नहीं जा सकता।",
  "deskMove.back": `${booking} पर वापस`,
  "customerPush.not-home": `हमारे ${technician} आज आए थे, पर घर पर कोई नहीं मिला। दूसरा दिन चुनने के लिए टैप करें।`,
  "deskSteps.not_home": "ग्राहक घर पर नहीं",
  "deskSteps.waiting_part": "पुर्ज़े का इंतज़ार",
  "deskMessages.kind.not-home": "ग्राहक घर पर नहीं",
  "notify.kind.not-home": "ग्राहक घर पर नहीं",
};

export const scheduleOutcomeHi: Record<keyof typeof scheduleOutcomeEn, string> = {
  "refusal.dayNotBookable": "आज से {days} दिन के अंदर का दिन चुनें।",
  "refusal.visitUnchanged": "विज़िट पहले से उसी दिन और समय पर है: कोई और चुनें।",
  "refusal.slotStarted": "वह समय आज शुरू हो चुका है: बाद का समय या दूसरा दिन चुनें।",
  "refusal.alreadyWaiting": "यह विज़िट आज पहले से पुर्ज़े का इंतज़ार कर रही है: दूसरा पुर्ज़ा बिल में जोड़ें।",
};
