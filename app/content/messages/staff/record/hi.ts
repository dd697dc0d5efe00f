// What was done on a visit, shown, in Hindi (ids: en.ts).
import type { recordEn } from "~/content/messages/staff/record/en";

export const recordHi: Record<keyof typeof recordEn, string> = {
  "field.photos": "फ़ोटो",
  "field.photosLink": "फ़ोटो और दस्तख़त",
  "field.photosCount": "{count} ली गईं",
  "field.photoBefore": "पहले",
  "field.photoAfter": "बाद में",
  "field.photoLabel": "मशीन का लेबल",
  "field.signature": "ग्राहक के दस्तख़त",
  "field.takePhoto": "फ़ोटो",
  "field.addPhoto": "फ़ोटो जोड़ें",
  "field.photoOf": "{kind} की फ़ोटो, {time}",
  "field.noPhotos": "अभी कोई फ़ोटो नहीं।",
  "field.backToJob": "काम पर वापस",
  "field.checklist": "चेकलिस्ट",
  "field.saveChecks": "निशान सेव करें",
  "field.required": "ज़रूरी",
  "field.tickedBy": "{time} पर निशान लगाया",
  "field.signHere": "ग्राहक यहाँ उँगली से दस्तख़त करें",
  "field.clearSignature": "मिटाएँ",
  "field.signerName": "ग्राहक का नाम",
  "field.signerAgrees": "मैं, ग्राहक, पुष्टि करता/करती हूँ कि काम हो गया",
  "field.keepSignature": "दस्तख़त रखें",
  "field.signedBy": "{name} ने दस्तख़त किए, {time}",
  "field.signatureNeeded": "काम पूरा कहने से पहले ग्राहक दस्तख़त करें।",
};
