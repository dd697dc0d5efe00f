// What was done on a visit, shown, in Kannada (ids: en.ts).
import type { recordEn } from "~/content/messages/staff/record/en";

export const recordKn: Record<keyof typeof recordEn, string> = {
  "field.photos": "ಫೋಟೋಗಳು",
  "field.photosLink": "ಫೋಟೋಗಳು ಮತ್ತು ಸಹಿ",
  "field.photosCount": "{count} ತೆಗೆಯಲಾಗಿದೆ",
  "field.photoBefore": "ಮೊದಲು",
  "field.photoAfter": "ನಂತರ",
  "field.photoLabel": "ಯಂತ್ರದ ಲೇಬಲ್",
  "field.signature": "ಗ್ರಾಹಕರ ಸಹಿ",
  "field.takePhoto": "ಫೋಟೋ",
  "field.addPhoto": "ಫೋಟೋ ಸೇರಿಸಿ",
  "field.photoOf": "{kind} ಫೋಟೋ, {time}",
  "field.noPhotos": "ಇನ್ನೂ ಫೋಟೋಗಳಿಲ್ಲ.",
  "field.backToJob": "ಕೆಲಸಕ್ಕೆ ಹಿಂತಿರುಗಿ",
  "field.checklist": "ಪರಿಶೀಲನಾ ಪಟ್ಟಿ",
  "field.saveChecks": "ಗುರುತುಗಳನ್ನು ಉಳಿಸಿ",
  "field.required": "ಅಗತ್ಯ",
  "field.tickedBy": "{time} ಕ್ಕೆ ಗುರುತಿಸಲಾಗಿದೆ",
  "field.signHere": "ಗ್ರಾಹಕರು ಇಲ್ಲಿ ಬೆರಳಿನಿಂದ ಸಹಿ ಮಾಡಲಿ",
  "field.clearSignature": "ಅಳಿಸಿ",
  "field.signerName": "ಗ್ರಾಹಕರ ಹೆಸರು",
  "field.signerAgrees": "ಗ್ರಾಹಕನಾದ ನಾನು ಕೆಲಸ ಮುಗಿದಿದೆ ಎಂದು ಖಚಿತಪಡಿಸುತ್ತೇನೆ",
  "field.keepSignature": "ಸಹಿ ಉಳಿಸಿ",
  "field.signedBy": "{name} ಸಹಿ ಮಾಡಿದ್ದಾರೆ, {time}",
  "field.signatureNeeded": "ಕೆಲಸ ಮುಗಿದಿದೆ ಎನ್ನುವ ಮೊದಲು ಗ್ರಾಹಕರು ಸಹಿ ಮಾಡಬೇಕು.",
};
