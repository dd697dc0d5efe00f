// The privacy notice (India's Digital Personal Data Protection Act 2023 and its Rules), whole in
// each language: what is collected and why, how long it is kept, who sees it, the person's rights
// and how to use them, the grievance contact and the Data Protection Board. Its figures come from
// the configuration (RETENTION_MONTHS, GRIEVANCE_EMAIL) and the code (logs 400 days, backups 7
// days: litestream.yml), so the notice says what the site does.
import { business } from "~/content/business";

export type PrivacyFacts = { retentionMonths: number; grievanceEmail: string; logDays: number; backupDays: number };

/** A section of the notice (a legal page's section). */
type Section = { heading: string; paragraphs: readonly string[] };

/** The facts as configured by default (RETENTION_MONTHS 24, the business's e-mail). */
export const DEFAULT_PRIVACY_FACTS: PrivacyFacts = { retentionMonths: 24, grievanceEmail: business.email, logDays: 400, backupDays: 7 };

/** The notice in each of the site's languages (TypeScript names a listed language without one where it is used). */
export const PRIVACY_NOTICES: Record<"en" | "kn" | "hi", (facts: PrivacyFacts) => Section[]> = {
  en: ({ retentionMonths, grievanceEmail, logDays, backupDays }) => [
    {
      heading: "What we collect, and why",
      paragraphs: [
        "When you book: your name and phone number (to call you and confirm the visit), your locality, house or flat, landmark and PIN code (to send the technician to you), the service, your machine's brand and the problem you describe (to bring the right parts), the day and time you prefer, and the language you wrote in (to call you back in it).",
        "During and after the visit: the technician's notes, when he was on the way and arrived, the bill, your payments (method, amount and UPI transaction id) and the invoice (which tax law asks us to keep).",
        "When you use the contact form: your name, phone number, e-mail address if you give it, and your message, to answer you.",
        "To keep the site safe we count requests per network address to stop spam, and keep a record of what our staff do (who opened or changed a booking, when, from where). We use no advertising or tracking cookies.",
        "By sending the form you consent to this use, for these purposes only. We do not sell your data or use it for anyone's marketing.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        `Your name, phone number, address, the problem and the notes are anonymised ${retentionMonths} months after the visit is completed or cancelled (a daily job does it), unless you ask us to erase them sooner.`,
        "Tax invoices keep their number, date and amounts for 72 months, as GST law requires; an invoice under ₹50,000 keeps no name or address once your data is erased.",
        `Spam-protection counters are deleted when their window ends (at most a day). Our staff's network addresses in the audit trail, and the logs of alerts sent to our staff, are kept ${logDays} days (more than the year the rules ask), then removed.`,
        `Our backups keep a copy of the database for ${backupDays} days; an erased or anonymised record leaves the backups within ${backupDays} days.`,
      ],
    },
    {
      heading: "Who sees it",
      paragraphs: [
        "The technician assigned to your visit (only his own visits), our office staff and the owner, each with their own login; every view of a booking by a technician or the office is recorded. Our hosting providers (Fly.io for the site, an S3-compatible store for encrypted backups) keep it for us under contract. WhatsApp, if you choose to message us there. The authorities, only where the law requires it.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "From your booking's own page (the link we gave you when you booked) you can see everything we hold about that booking, download it, correct your name and address until the visit, and erase your personal data. Erasing also withdraws your consent: a visit still to come is then cancelled.",
        `You can also ask by phone (${business.phoneDisplay}) or e-mail (${grievanceEmail}), in English, Kannada or Hindi; we confirm it is your booking, act within 7 days and tell you what we did. You may nominate someone to do this for you.`,
      ],
    },
    {
      heading: "Keeping it safe, and if something goes wrong",
      paragraphs: [
        "Staff logins are protected by strong passwords and limits on guessing; each role sees only what it needs; every staff action is recorded. If your data is ever exposed, we tell you and the Data Protection Board of India without delay, with what happened, what it means for you and what we are doing.",
      ],
    },
    {
      heading: "Grievances and the Data Protection Board",
      paragraphs: [
        `For any complaint about your data, write to our grievance contact at ${grievanceEmail}; we reply within 7 days. If you are not satisfied, you may complain to the Data Protection Board of India.`,
      ],
    },
    {
      heading: "The warranty checker and chat links",
      paragraphs: [
        "The Check Warranty page works entirely in your browser. The brand, purchase date and any invoice you choose are processed on your device and are not uploaded or sent to us.",
        "If you ever send us a warranty document or invoice in another way, for example by WhatsApp or e-mail to help with a booking, we delete it within 24 hours after we have used it.",
        "WhatsApp buttons open WhatsApp, a service of another company, whose own privacy policy covers what you send there.",
        "When you book, we send WhatsApp messages about that booking only (received, confirmed, a reminder the evening before, on the way, work done with the bill, paid, moved, cancelled) to the number you gave, through WhatsApp's business service, run by Meta. Reply STOP (or ನಿಲ್ಲಿಸಿ, रोकें), or use the switch on your booking's page, and we send you nothing more. We ask for a review only if you tick the box for it on your booking's page, and you can untick it. If you turn on notifications on your phone from your booking's page, the same messages reach it through your browser's push service instead. Erasing your booking deletes these messages, your replies and that phone's notification address.",
        "If you buy a maintenance plan, we keep your phone number, your machine (its brand, type and any serial number you give) and the plan's visits for the plan's term, so that a repair under it is priced by it and its visits are booked; its invoice is kept as tax law requires. Erasing the booking the plan was bought on erases the plan's phone and serial number.",
        "After a visit is completed we ask once (and remind you once) how the visit was. We keep your rating (1 to 5 stars) and your comment, so that our office calls you back about a low rating or a comment and each technician's average is known; a comment is read by our staff only and never published. Both are in your data download; erasing the booking erases the comment, and only the number of stars stays, for the technician's average.",
        "During the visit our technician may photograph your machine before and after the work, and its label with the serial number, and ask you to sign on his phone that the work was done. The photos are kept without their location or camera details, privately, seen only by our staff who handle your booking; you see the before and after photos on your booking's page and get every photo and your signature as files in your data download. Erasing the booking deletes them. If a photo shows a person, ask us and we delete it.",
      ],
    },
  ],
  kn: ({ retentionMonths, grievanceEmail, logDays, backupDays }) => [
    {
      heading: "ನಾವು ಏನು ಪಡೆಯುತ್ತೇವೆ, ಏಕೆ",
      paragraphs: [
        "ಬುಕ್ ಮಾಡುವಾಗ: ನಿಮ್ಮ ಹೆಸರು ಮತ್ತು ಫೋನ್ ಸಂಖ್ಯೆ (ಕರೆ ಮಾಡಿ ಭೇಟಿ ಖಚಿತಪಡಿಸಲು), ಏರಿಯಾ, ಮನೆ ಅಥವಾ ಫ್ಲ್ಯಾಟ್, ಹತ್ತಿರದ ಗುರುತು ಮತ್ತು ಪಿನ್ ಕೋಡ್ (ಟೆಕ್ನಿಷಿಯನ್ ನಿಮ್ಮಲ್ಲಿಗೆ ಬರಲು), ಸೇವೆ, ಮೆಷಿನ್‌ನ ಬ್ರ್ಯಾಂಡ್ ಮತ್ತು ನೀವು ಹೇಳಿದ ಸಮಸ್ಯೆ (ಸರಿಯಾದ ಬಿಡಿಭಾಗ ತರಲು), ನಿಮಗೆ ಬೇಕಾದ ದಿನ ಮತ್ತು ಸಮಯ, ಮತ್ತು ನೀವು ಬರೆದ ಭಾಷೆ (ಅದೇ ಭಾಷೆಯಲ್ಲಿ ಕರೆ ಮಾಡಲು).",
        "ಭೇಟಿಯ ಸಮಯದಲ್ಲಿ ಮತ್ತು ನಂತರ: ಟೆಕ್ನಿಷಿಯನ್‌ನ ಟಿಪ್ಪಣಿಗಳು, ಅವರು ಹೊರಟ ಮತ್ತು ತಲುಪಿದ ಸಮಯ, ಬಿಲ್, ನಿಮ್ಮ ಪಾವತಿಗಳು (ವಿಧಾನ, ಮೊತ್ತ, UPI ವಹಿವಾಟು ಸಂಖ್ಯೆ) ಮತ್ತು ಇನ್‌ವಾಯ್ಸ್ (ತೆರಿಗೆ ಕಾನೂನು ಇಡಲು ಹೇಳುತ್ತದೆ).",
        "ಸಂಪರ್ಕ ಫಾರ್ಮ್ ಬಳಸಿದಾಗ: ನಿಮ್ಮ ಹೆಸರು, ಫೋನ್ ಸಂಖ್ಯೆ, ನೀವು ಕೊಟ್ಟರೆ ಇ-ಮೇಲ್ ವಿಳಾಸ, ಮತ್ತು ನಿಮ್ಮ ಸಂದೇಶ, ನಿಮಗೆ ಉತ್ತರಿಸಲು.",
        "ವೆಬ್‌ಸೈಟ್ ಸುರಕ್ಷಿತವಾಗಿಡಲು ಸ್ಪ್ಯಾಮ್ ತಡೆಯಲು ನೆಟ್‌ವರ್ಕ್ ವಿಳಾಸದ ಪ್ರಕಾರ ವಿನಂತಿಗಳನ್ನು ಎಣಿಸುತ್ತೇವೆ, ಮತ್ತು ನಮ್ಮ ಸಿಬ್ಬಂದಿ ಏನು ಮಾಡುತ್ತಾರೆ (ಯಾರು ಯಾವ ಬುಕಿಂಗ್ ತೆರೆದರು ಅಥವಾ ಬದಲಿಸಿದರು, ಯಾವಾಗ, ಎಲ್ಲಿಂದ) ಎಂಬ ದಾಖಲೆ ಇಡುತ್ತೇವೆ. ಜಾಹೀರಾತು ಅಥವಾ ಟ್ರ್ಯಾಕಿಂಗ್ ಕುಕೀಗಳನ್ನು ಬಳಸುವುದಿಲ್ಲ.",
        "ಫಾರ್ಮ್ ಕಳುಹಿಸುವ ಮೂಲಕ ಈ ಉದ್ದೇಶಗಳಿಗೆ ಮಾತ್ರ ಬಳಸಲು ನೀವು ಒಪ್ಪಿಗೆ ನೀಡುತ್ತೀರಿ. ನಿಮ್ಮ ಮಾಹಿತಿಯನ್ನು ಮಾರುವುದಿಲ್ಲ, ಯಾರದೇ ಜಾಹೀರಾತಿಗೂ ಬಳಸುವುದಿಲ್ಲ.",
      ],
    },
    {
      heading: "ಎಷ್ಟು ಕಾಲ ಇಡುತ್ತೇವೆ",
      paragraphs: [
        `ಭೇಟಿ ಮುಗಿದ ಅಥವಾ ರದ್ದಾದ ${retentionMonths} ತಿಂಗಳ ನಂತರ ನಿಮ್ಮ ಹೆಸರು, ಫೋನ್, ವಿಳಾಸ, ಸಮಸ್ಯೆ ಮತ್ತು ಟಿಪ್ಪಣಿಗಳನ್ನು ಅನಾಮಧೇಯಗೊಳಿಸುತ್ತೇವೆ (ಪ್ರತಿದಿನದ ಕೆಲಸವೊಂದು ಇದನ್ನು ಮಾಡುತ್ತದೆ), ನೀವು ಮೊದಲೇ ಅಳಿಸಲು ಕೇಳದಿದ್ದರೆ.`,
        "GST ಕಾನೂನಿನಂತೆ ಟ್ಯಾಕ್ಸ್ ಇನ್‌ವಾಯ್ಸ್‌ನ ಸಂಖ್ಯೆ, ದಿನಾಂಕ ಮತ್ತು ಮೊತ್ತ 72 ತಿಂಗಳು ಇರುತ್ತವೆ; ನಿಮ್ಮ ಮಾಹಿತಿ ಅಳಿಸಿದ ಮೇಲೆ ₹50,000ಕ್ಕಿಂತ ಕಡಿಮೆಯ ಇನ್‌ವಾಯ್ಸ್‌ನಲ್ಲಿ ಹೆಸರು ಅಥವಾ ವಿಳಾಸ ಉಳಿಯುವುದಿಲ್ಲ.",
        `ಸ್ಪ್ಯಾಮ್ ತಡೆಯ ಎಣಿಕೆಗಳು ಅವುಗಳ ಅವಧಿ ಮುಗಿದಾಗ (ಹೆಚ್ಚೆಂದರೆ ಒಂದು ದಿನ) ಅಳಿಸಲ್ಪಡುತ್ತವೆ. ಆಡಿಟ್ ದಾಖಲೆಯಲ್ಲಿರುವ ಸಿಬ್ಬಂದಿಯ ನೆಟ್‌ವರ್ಕ್ ವಿಳಾಸಗಳು ಮತ್ತು ಸಿಬ್ಬಂದಿಗೆ ಕಳುಹಿಸಿದ ಅಲರ್ಟ್‌ಗಳ ದಾಖಲೆ ${logDays} ದಿನ ಇರುತ್ತವೆ (ನಿಯಮಗಳು ಕೇಳುವ ಒಂದು ವರ್ಷಕ್ಕಿಂತ ಹೆಚ್ಚು), ನಂತರ ತೆಗೆದುಹಾಕುತ್ತೇವೆ.`,
        `ನಮ್ಮ ಬ್ಯಾಕಪ್‌ಗಳಲ್ಲಿ ಡೇಟಾಬೇಸ್‌ನ ಪ್ರತಿ ${backupDays} ದಿನ ಇರುತ್ತದೆ; ಅಳಿಸಿದ ಮಾಹಿತಿ ${backupDays} ದಿನಗಳೊಳಗೆ ಬ್ಯಾಕಪ್‌ಗಳಿಂದಲೂ ಹೋಗುತ್ತದೆ.`,
      ],
    },
    {
      heading: "ಯಾರು ನೋಡುತ್ತಾರೆ",
      paragraphs: [
        "ನಿಮ್ಮ ಭೇಟಿಗೆ ನಿಯೋಜಿತ ಟೆಕ್ನಿಷಿಯನ್ (ಅವರ ಸ್ವಂತ ಭೇಟಿಗಳು ಮಾತ್ರ), ನಮ್ಮ ಆಫೀಸ್ ಸಿಬ್ಬಂದಿ ಮತ್ತು ಮಾಲೀಕರು, ಪ್ರತಿಯೊಬ್ಬರಿಗೂ ಪ್ರತ್ಯೇಕ ಲಾಗಿನ್; ಟೆಕ್ನಿಷಿಯನ್ ಅಥವಾ ಆಫೀಸ್ ಬುಕಿಂಗ್ ನೋಡಿದ ಪ್ರತಿ ಬಾರಿಯೂ ದಾಖಲಾಗುತ್ತದೆ. ನಮ್ಮ ಹೋಸ್ಟಿಂಗ್ ಸೇವೆಗಳು (ವೆಬ್‌ಸೈಟ್‌ಗೆ Fly.io, ಎನ್‌ಕ್ರಿಪ್ಟ್ ಮಾಡಿದ ಬ್ಯಾಕಪ್‌ಗೆ S3 ಮಾದರಿಯ ಸಂಗ್ರಹ) ಒಪ್ಪಂದದಂತೆ ನಮಗಾಗಿ ಇಡುತ್ತವೆ. ನೀವು ಆರಿಸಿದರೆ ವಾಟ್ಸಾಪ್. ಕಾನೂನು ಕೇಳಿದಲ್ಲಿ ಮಾತ್ರ ಅಧಿಕಾರಿಗಳು.",
      ],
    },
    {
      heading: "ನಿಮ್ಮ ಹಕ್ಕುಗಳು",
      paragraphs: [
        "ನಿಮ್ಮ ಬುಕಿಂಗ್‌ನ ಸ್ವಂತ ಪುಟದಿಂದ (ಬುಕ್ ಮಾಡಿದಾಗ ಕೊಟ್ಟ ಲಿಂಕ್) ಆ ಬುಕಿಂಗ್ ಬಗ್ಗೆ ನಮ್ಮಲ್ಲಿರುವ ಎಲ್ಲವನ್ನೂ ನೋಡಬಹುದು, ಡೌನ್‌ಲೋಡ್ ಮಾಡಬಹುದು, ಭೇಟಿಯವರೆಗೆ ಹೆಸರು ಮತ್ತು ವಿಳಾಸ ಸರಿಪಡಿಸಬಹುದು, ಮತ್ತು ನಿಮ್ಮ ವೈಯಕ್ತಿಕ ಮಾಹಿತಿ ಅಳಿಸಬಹುದು. ಅಳಿಸುವುದೆಂದರೆ ಒಪ್ಪಿಗೆ ಹಿಂಪಡೆದಂತೆ: ಇನ್ನೂ ಬಾಕಿಯಿರುವ ಭೇಟಿ ರದ್ದಾಗುತ್ತದೆ.",
        `ಫೋನ್ (${business.phoneDisplay}) ಅಥವಾ ಇ-ಮೇಲ್ (${grievanceEmail}) ಮೂಲಕವೂ ಕನ್ನಡ, ಇಂಗ್ಲಿಷ್ ಅಥವಾ ಹಿಂದಿಯಲ್ಲಿ ಕೇಳಬಹುದು; ಅದು ನಿಮ್ಮ ಬುಕಿಂಗ್ ಎಂದು ಖಚಿತಪಡಿಸಿ 7 ದಿನಗಳೊಳಗೆ ಮಾಡಿ, ಏನು ಮಾಡಿದೆವು ಎಂದು ತಿಳಿಸುತ್ತೇವೆ. ನಿಮ್ಮ ಪರವಾಗಿ ಇದನ್ನು ಮಾಡಲು ಬೇರೆಯವರನ್ನು ನೇಮಿಸಬಹುದು.`,
      ],
    },
    {
      heading: "ಸುರಕ್ಷತೆ, ಮತ್ತು ಏನಾದರೂ ತಪ್ಪಾದರೆ",
      paragraphs: [
        "ಸಿಬ್ಬಂದಿ ಲಾಗಿನ್‌ಗಳಿಗೆ ಬಲವಾದ ಪಾಸ್‌ವರ್ಡ್ ಮತ್ತು ಊಹೆಗೆ ಮಿತಿ ಇದೆ; ಪ್ರತಿ ಪಾತ್ರಕ್ಕೆ ಬೇಕಾದಷ್ಟೇ ಕಾಣುತ್ತದೆ; ಸಿಬ್ಬಂದಿಯ ಪ್ರತಿ ಕೆಲಸ ದಾಖಲಾಗುತ್ತದೆ. ನಿಮ್ಮ ಮಾಹಿತಿ ಎಂದಾದರೂ ಬಹಿರಂಗವಾದರೆ, ಏನಾಯಿತು, ನಿಮಗೆ ಅದರ ಅರ್ಥವೇನು, ನಾವು ಏನು ಮಾಡುತ್ತಿದ್ದೇವೆ ಎಂದು ತಡಮಾಡದೆ ನಿಮಗೂ ಭಾರತದ ಡೇಟಾ ಪ್ರೊಟೆಕ್ಷನ್ ಬೋರ್ಡ್‌ಗೂ ತಿಳಿಸುತ್ತೇವೆ.",
      ],
    },
    {
      heading: "ದೂರುಗಳು ಮತ್ತು ಡೇಟಾ ಪ್ರೊಟೆಕ್ಷನ್ ಬೋರ್ಡ್",
      paragraphs: [`ನಿಮ್ಮ ಮಾಹಿತಿಯ ಬಗ್ಗೆ ಯಾವುದೇ ದೂರಿಗೆ ${grievanceEmail} ಗೆ ಬರೆಯಿರಿ; 7 ದಿನಗಳೊಳಗೆ ಉತ್ತರಿಸುತ್ತೇವೆ. ಸಮಾಧಾನವಾಗದಿದ್ದರೆ ಭಾರತದ ಡೇಟಾ ಪ್ರೊಟೆಕ್ಷನ್ ಬೋರ್ಡ್‌ಗೆ ದೂರು ನೀಡಬಹುದು.`],
    },
    {
      heading: "ವಾರಂಟಿ ಪರಿಶೀಲನೆ ಮತ್ತು ಚಾಟ್ ಲಿಂಕ್‌ಗಳು",
      paragraphs: [
        "ವಾರಂಟಿ ಪರಿಶೀಲನೆ ಪುಟ ಸಂಪೂರ್ಣವಾಗಿ ನಿಮ್ಮ ಬ್ರೌಸರ್‌ನಲ್ಲೇ ಕೆಲಸ ಮಾಡುತ್ತದೆ: ಬ್ರ್ಯಾಂಡ್, ಖರೀದಿ ದಿನಾಂಕ ಮತ್ತು ನೀವು ಆರಿಸಿದ ಇನ್‌ವಾಯ್ಸ್ ನಿಮ್ಮ ಸಾಧನದಲ್ಲೇ ಉಳಿಯುತ್ತವೆ, ನಮಗೆ ಅಪ್‌ಲೋಡ್ ಆಗುವುದಿಲ್ಲ.",
        "ಬುಕಿಂಗ್‌ಗೆ ಸಹಾಯವಾಗಲು ವಾಟ್ಸಾಪ್ ಅಥವಾ ಇ-ಮೇಲ್ ಮೂಲಕ ವಾರಂಟಿ ದಾಖಲೆ ಅಥವಾ ಇನ್‌ವಾಯ್ಸ್ ಕಳುಹಿಸಿದರೆ, ಬಳಸಿದ ನಂತರ 24 ಗಂಟೆಗಳೊಳಗೆ ಅಳಿಸುತ್ತೇವೆ.",
        "ವಾಟ್ಸಾಪ್ ಬಟನ್‌ಗಳು ಬೇರೆ ಕಂಪನಿಯ ಸೇವೆಯಾದ ವಾಟ್ಸಾಪ್ ತೆರೆಯುತ್ತವೆ; ಅಲ್ಲಿ ಕಳುಹಿಸುವುದಕ್ಕೆ ಅದರದೇ ಗೌಪ್ಯತಾ ನೀತಿ ಅನ್ವಯಿಸುತ್ತದೆ.",
        "ನೀವು ಬುಕ್ ಮಾಡಿದಾಗ, ಆ ಬುಕಿಂಗ್ ಬಗ್ಗೆ ಮಾತ್ರ (ಸ್ವೀಕರಿಸಲಾಗಿದೆ, ಖಚಿತ, ಹಿಂದಿನ ಸಂಜೆಯ ನೆನಪು, ದಾರಿಯಲ್ಲಿದ್ದೇವೆ, ಕೆಲಸ ಮುಗಿದು ಬಿಲ್, ಪಾವತಿ, ಬದಲಾವಣೆ, ರದ್ದು) ನೀವು ಕೊಟ್ಟ ಸಂಖ್ಯೆಗೆ ಮೆಟಾ ನಡೆಸುವ ವಾಟ್ಸಾಪ್ ವ್ಯವಹಾರ ಸೇವೆಯ ಮೂಲಕ ಸಂದೇಶ ಕಳುಹಿಸುತ್ತೇವೆ. ನಿಲ್ಲಿಸಿ (ಅಥವಾ STOP) ಎಂದು ಉತ್ತರಿಸಿದರೆ, ಅಥವಾ ನಿಮ್ಮ ಬುಕಿಂಗ್ ಪುಟದ ಸ್ವಿಚ್ ಬಳಸಿದರೆ, ಮತ್ತೇನೂ ಕಳುಹಿಸುವುದಿಲ್ಲ. ನಿಮ್ಮ ಬುಕಿಂಗ್ ಪುಟದಲ್ಲಿ ನೀವು ಗುರುತು ಹಾಕಿದರೆ ಮಾತ್ರ ವಿಮರ್ಶೆ ಕೇಳುತ್ತೇವೆ; ಅದನ್ನು ತೆಗೆಯಲೂಬಹುದು. ನಿಮ್ಮ ಬುಕಿಂಗ್ ಪುಟದಿಂದ ಫೋನ್‌ನಲ್ಲಿ ಸೂಚನೆಗಳನ್ನು ಆನ್ ಮಾಡಿದರೆ, ಅದೇ ಸಂದೇಶಗಳು ನಿಮ್ಮ ಬ್ರೌಸರ್‌ನ ಪುಶ್ ಸೇವೆಯ ಮೂಲಕ ಬರುತ್ತವೆ. ನಿಮ್ಮ ಬುಕಿಂಗ್ ಅಳಿಸಿದರೆ ಈ ಸಂದೇಶಗಳು, ನಿಮ್ಮ ಉತ್ತರಗಳು ಮತ್ತು ಆ ಫೋನ್‌ನ ಸೂಚನೆ ವಿಳಾಸವೂ ಅಳಿಸಲ್ಪಡುತ್ತವೆ.",
        "ನೀವು ನಿರ್ವಹಣಾ ಯೋಜನೆ ಖರೀದಿಸಿದರೆ, ಅದರಡಿ ರಿಪೇರಿಗೆ ಯೋಜನೆಯಂತೆ ದರ ಹಾಕಲು ಮತ್ತು ಭೇಟಿಗಳನ್ನು ಬುಕ್ ಮಾಡಲು, ಯೋಜನೆಯ ಅವಧಿಯವರೆಗೆ ನಿಮ್ಮ ಫೋನ್ ಸಂಖ್ಯೆ, ಮೆಷಿನ್ (ಬ್ರ್ಯಾಂಡ್, ಪ್ರಕಾರ ಮತ್ತು ನೀವು ಕೊಡುವ ಸೀರಿಯಲ್ ಸಂಖ್ಯೆ) ಮತ್ತು ಯೋಜನೆಯ ಭೇಟಿಗಳನ್ನು ಇಟ್ಟುಕೊಳ್ಳುತ್ತೇವೆ; ಅದರ ಸರಕುಪಟ್ಟಿಯನ್ನು ತೆರಿಗೆ ಕಾನೂನಿನಂತೆ ಇಡುತ್ತೇವೆ. ಯೋಜನೆ ಖರೀದಿಸಿದ ಬುಕಿಂಗ್ ಅಳಿಸಿದರೆ ಯೋಜನೆಯ ಫೋನ್ ಮತ್ತು ಸೀರಿಯಲ್ ಸಂಖ್ಯೆಯೂ ಅಳಿಸಲ್ಪಡುತ್ತವೆ.",
        "ಭೇಟಿ ಮುಗಿದ ನಂತರ ಭೇಟಿ ಹೇಗಿತ್ತು ಎಂದು ಒಮ್ಮೆ (ಮತ್ತು ಒಂದು ನೆನಪಿನೊಂದಿಗೆ) ಕೇಳುತ್ತೇವೆ. ನಿಮ್ಮ ರೇಟಿಂಗ್ (1 ರಿಂದ 5 ಸ್ಟಾರ್) ಮತ್ತು ಅಭಿಪ್ರಾಯವನ್ನು ಇಡುತ್ತೇವೆ, ಕಡಿಮೆ ರೇಟಿಂಗ್ ಅಥವಾ ಅಭಿಪ್ರಾಯಕ್ಕೆ ನಮ್ಮ ಕಚೇರಿ ನಿಮಗೆ ಕರೆ ಮಾಡಲು ಮತ್ತು ಪ್ರತಿ ಟೆಕ್ನಿಷಿಯನ್‌ನ ಸರಾಸರಿ ತಿಳಿಯಲು; ಅಭಿಪ್ರಾಯವನ್ನು ನಮ್ಮ ಸಿಬ್ಬಂದಿ ಮಾತ್ರ ಓದುತ್ತಾರೆ, ಎಂದೂ ಪ್ರಕಟಿಸುವುದಿಲ್ಲ. ಇವು ನಿಮ್ಮ ಡೇಟಾ ಡೌನ್‌ಲೋಡ್‌ನಲ್ಲಿವೆ; ಬುಕಿಂಗ್ ಅಳಿಸಿದರೆ ಅಭಿಪ್ರಾಯ ಅಳಿಯುತ್ತದೆ, ಟೆಕ್ನಿಷಿಯನ್‌ನ ಸರಾಸರಿಗಾಗಿ ಸ್ಟಾರ್‌ಗಳ ಸಂಖ್ಯೆ ಮಾತ್ರ ಉಳಿಯುತ್ತದೆ.",
        "ಭೇಟಿಯ ಸಮಯದಲ್ಲಿ ನಮ್ಮ ಟೆಕ್ನಿಷಿಯನ್ ಕೆಲಸದ ಮೊದಲು ಮತ್ತು ನಂತರ ನಿಮ್ಮ ಮೆಷಿನ್‌ನ ಫೋಟೋ, ಸೀರಿಯಲ್ ಸಂಖ್ಯೆ ಇರುವ ಅದರ ಲೇಬಲ್‌ನ ಫೋಟೋ ತೆಗೆಯಬಹುದು, ಮತ್ತು ಕೆಲಸ ಮುಗಿದಿದೆ ಎಂದು ಅವರ ಫೋನ್‌ನಲ್ಲಿ ನಿಮ್ಮ ಸಹಿ ಕೇಳಬಹುದು. ಫೋಟೋಗಳನ್ನು ಸ್ಥಳ ಅಥವಾ ಕ್ಯಾಮೆರಾ ವಿವರಗಳಿಲ್ಲದೆ ಖಾಸಗಿಯಾಗಿ ಇಡುತ್ತೇವೆ; ನಿಮ್ಮ ಬುಕಿಂಗ್ ನೋಡಿಕೊಳ್ಳುವ ನಮ್ಮ ಸಿಬ್ಬಂದಿ ಮಾತ್ರ ನೋಡುತ್ತಾರೆ. ಮೊದಲು ಮತ್ತು ನಂತರದ ಫೋಟೋಗಳನ್ನು ನಿಮ್ಮ ಬುಕಿಂಗ್ ಪುಟದಲ್ಲಿ ನೋಡಬಹುದು, ಮತ್ತು ಎಲ್ಲ ಫೋಟೋಗಳು ಹಾಗೂ ನಿಮ್ಮ ಸಹಿ ನಿಮ್ಮ ಡೇಟಾ ಡೌನ್‌ಲೋಡ್‌ನಲ್ಲಿ ಫೈಲ್‌ಗಳಾಗಿ ಸಿಗುತ್ತವೆ. ಬುಕಿಂಗ್ ಅಳಿಸಿದರೆ ಅವೂ ಅಳಿಯುತ್ತವೆ. ಯಾವುದಾದರೂ ಫೋಟೋದಲ್ಲಿ ವ್ಯಕ್ತಿ ಕಾಣಿಸಿದರೆ, ಹೇಳಿ, ನಾವು ಅಳಿಸುತ್ತೇವೆ.",
      ],
    },
  ],
  hi: ({ retentionMonths, grievanceEmail, logDays, backupDays }) => [
    {
      heading: "हम क्या लेते हैं, और क्यों",
      paragraphs: [
        "बुकिंग करते समय: आपका नाम और फ़ोन नंबर (कॉल करके विज़िट पक्की करने के लिए), एरिया, मकान या फ़्लैट, पास की पहचान और पिन कोड (टेक्नीशियन को आप तक भेजने के लिए), सेवा, मशीन का ब्रांड और आपकी बताई समस्या (सही पुर्ज़े लाने के लिए), आपका पसंदीदा दिन और समय, और वह भाषा जिसमें आपने लिखा (उसी भाषा में कॉल करने के लिए)।",
        "विज़िट के दौरान और बाद में: टेक्नीशियन के नोट्स, वह कब निकला और कब पहुँचा, बिल, आपके पेमेंट (तरीका, राशि और UPI ट्रांज़ैक्शन नंबर) और इनवॉइस (जिसे टैक्स कानून रखने को कहता है)।",
        "संपर्क फ़ॉर्म से: आपका नाम, फ़ोन नंबर, ई-मेल अगर आप दें, और आपका संदेश, आपको जवाब देने के लिए।",
        "वेबसाइट सुरक्षित रखने के लिए स्पैम रोकने हेतु हम नेटवर्क पते के हिसाब से अनुरोध गिनते हैं, और अपने स्टाफ़ के काम का रिकॉर्ड रखते हैं (किसने कौन-सी बुकिंग खोली या बदली, कब, कहाँ से)। हम विज्ञापन या ट्रैकिंग कुकी इस्तेमाल नहीं करते।",
        "फ़ॉर्म भेजकर आप सिर्फ़ इन्हीं कामों के लिए इस्तेमाल की सहमति देते हैं। हम आपकी जानकारी न बेचते हैं, न किसी के विज्ञापन के लिए इस्तेमाल करते हैं।",
      ],
    },
    {
      heading: "हम इसे कब तक रखते हैं",
      paragraphs: [
        `विज़िट पूरी या रद्द होने के ${retentionMonths} महीने बाद आपका नाम, फ़ोन, पता, समस्या और नोट्स गुमनाम कर दिए जाते हैं (रोज़ चलने वाला एक काम यह करता है), अगर आप पहले मिटाने को न कहें।`,
        "GST कानून के अनुसार टैक्स इनवॉइस का नंबर, तारीख और राशि 72 महीने तक रहते हैं; आपकी जानकारी मिटाने के बाद ₹50,000 से कम के इनवॉइस पर नाम या पता नहीं रहता।",
        `स्पैम रोकने वाली गिनतियाँ अपनी अवधि खत्म होते ही (ज़्यादा से ज़्यादा एक दिन) मिट जाती हैं। ऑडिट रिकॉर्ड में स्टाफ़ के नेटवर्क पते और स्टाफ़ को भेजे गए अलर्ट का रिकॉर्ड ${logDays} दिन रखे जाते हैं (नियमों में माँगे गए एक साल से ज़्यादा), फिर हटा दिए जाते हैं।`,
        `हमारे बैकअप में डेटाबेस की कॉपी ${backupDays} दिन रहती है; मिटाई गई जानकारी ${backupDays} दिन के अंदर बैकअप से भी चली जाती है।`,
      ],
    },
    {
      heading: "इसे कौन देखता है",
      paragraphs: [
        "आपकी विज़िट के लिए तय टेक्नीशियन (सिर्फ़ अपनी विज़िट), हमारा ऑफ़िस स्टाफ़ और मालिक, सबका अपना लॉगिन; टेक्नीशियन या ऑफ़िस जब भी कोई बुकिंग देखता है, वह दर्ज होता है। हमारी होस्टिंग सेवाएँ (वेबसाइट के लिए Fly.io, एन्क्रिप्टेड बैकअप के लिए S3 जैसा स्टोर) अनुबंध के तहत इसे हमारे लिए रखती हैं। व्हाट्सऐप, अगर आप वहाँ संदेश भेजें। अधिकारी, सिर्फ़ जहाँ कानून माँगे।",
      ],
    },
    {
      heading: "आपके अधिकार",
      paragraphs: [
        "अपनी बुकिंग के पेज से (बुक करते समय दिया गया लिंक) आप उस बुकिंग के बारे में हमारे पास की सारी जानकारी देख सकते हैं, डाउनलोड कर सकते हैं, विज़िट तक नाम और पता ठीक कर सकते हैं, और अपनी निजी जानकारी मिटा सकते हैं। मिटाना सहमति वापस लेना भी है: बाकी विज़िट रद्द हो जाती है।",
        `आप फ़ोन (${business.phoneDisplay}) या ई-मेल (${grievanceEmail}) से भी हिंदी, कन्नड़ या अंग्रेज़ी में कह सकते हैं; हम पक्का करते हैं कि बुकिंग आपकी है, 7 दिन के अंदर काम करते हैं और बताते हैं कि क्या किया। आप यह काम करने के लिए किसी और को नामित कर सकते हैं।`,
      ],
    },
    {
      heading: "सुरक्षा, और अगर कुछ गलत हो",
      paragraphs: [
        "स्टाफ़ लॉगिन मज़बूत पासवर्ड और अंदाज़ा लगाने की सीमा से सुरक्षित हैं; हर भूमिका को उतना ही दिखता है जितना ज़रूरी है; स्टाफ़ का हर काम दर्ज होता है। अगर कभी आपकी जानकारी उजागर हो, तो हम बिना देर किए आपको और भारत के डेटा प्रोटेक्शन बोर्ड को बताते हैं कि क्या हुआ, आपके लिए इसका क्या मतलब है और हम क्या कर रहे हैं।",
      ],
    },
    {
      heading: "शिकायतें और डेटा प्रोटेक्शन बोर्ड",
      paragraphs: [
        `अपनी जानकारी से जुड़ी किसी भी शिकायत के लिए ${grievanceEmail} पर लिखें; हम 7 दिन के अंदर जवाब देते हैं। संतुष्ट न हों तो आप भारत के डेटा प्रोटेक्शन बोर्ड में शिकायत कर सकते हैं।`,
      ],
    },
    {
      heading: "वारंटी जाँच और चैट लिंक",
      paragraphs: [
        "वारंटी जाँच वाला पेज पूरी तरह आपके ब्राउज़र में चलता है: ब्रांड, खरीद की तारीख और आपका चुना इनवॉइस आपके डिवाइस पर ही रहते हैं, हमें अपलोड नहीं होते।",
        "अगर आप बुकिंग में मदद के लिए व्हाट्सऐप या ई-मेल से वारंटी का कागज़ या इनवॉइस भेजें, तो इस्तेमाल के बाद 24 घंटे के अंदर हम उसे मिटा देते हैं।",
        "व्हाट्सऐप बटन दूसरी कंपनी की सेवा व्हाट्सऐप खोलते हैं; वहाँ भेजी बातों पर उसकी अपनी प्राइवेसी पॉलिसी लागू होती है।",
        "बुकिंग करने पर हम सिर्फ़ उसी बुकिंग के बारे में (मिली, पक्की, एक शाम पहले याद, रास्ते में, काम पूरा और बिल, भुगतान, बदलाव, रद्द) आपके दिए नंबर पर मेटा की व्हाट्सऐप बिज़नेस सेवा से संदेश भेजते हैं। रोकें (या STOP) लिखें, या अपनी बुकिंग के पेज का स्विच इस्तेमाल करें, तो हम आगे कुछ नहीं भेजेंगे। समीक्षा हम तभी माँगते हैं जब आप अपनी बुकिंग के पेज पर उसका बॉक्स चुनें, और आप उसे हटा भी सकते हैं। अपनी बुकिंग के पेज से फ़ोन पर सूचनाएँ चालू करें, तो वही संदेश आपके ब्राउज़र की पुश सेवा से आते हैं। बुकिंग मिटाने पर ये संदेश, आपके जवाब और उस फ़ोन का सूचना पता भी मिट जाते हैं।",
        "रखरखाव योजना ख़रीदने पर, उसके अंदर मरम्मत का दाम योजना से लगाने और विज़िट बुक करने के लिए, हम योजना की अवधि तक आपका फ़ोन नंबर, मशीन (ब्रांड, प्रकार और आपका दिया सीरियल नंबर) और योजना की विज़िट रखते हैं; उसका बीजक कर क़ानून के अनुसार रखा जाता है। जिस बुकिंग पर योजना ख़रीदी गई, उसे मिटाने पर योजना का फ़ोन और सीरियल नंबर भी मिट जाते हैं।",
        "विज़िट पूरी होने के बाद हम एक बार (और एक बार याद दिलाकर) पूछते हैं कि विज़िट कैसी रही। आपकी रेटिंग (1 से 5 स्टार) और टिप्पणी हम रखते हैं, ताकि कम रेटिंग या टिप्पणी पर हमारा ऑफ़िस आपको कॉल करे और हर टेक्नीशियन का औसत दिखे; टिप्पणी सिर्फ़ हमारा स्टाफ़ पढ़ता है, उसे कभी प्रकाशित नहीं किया जाता। ये आपके डेटा डाउनलोड में हैं; बुकिंग मिटाने पर टिप्पणी मिट जाती है, सिर्फ़ स्टार की संख्या टेक्नीशियन के औसत के लिए रहती है।",
        "विज़िट के दौरान हमारा टेक्नीशियन काम से पहले और बाद में आपकी मशीन की फ़ोटो, और सीरियल नंबर वाले उसके लेबल की फ़ोटो ले सकता है, और अपने फ़ोन पर आपसे दस्तख़त माँग सकता है कि काम हो गया। फ़ोटो बिना जगह या कैमरे की जानकारी के, निजी तौर पर रखी जाती हैं; सिर्फ़ आपकी बुकिंग देखने वाले हमारे कर्मचारी उन्हें देखते हैं। पहले और बाद की फ़ोटो आप अपनी बुकिंग के पेज पर देख सकते हैं, और सारी फ़ोटो व आपके दस्तख़त आपके डेटा डाउनलोड में फ़ाइलों के रूप में मिलते हैं। बुकिंग मिटाने पर वे भी मिट जाती हैं। किसी फ़ोटो में कोई व्यक्ति दिखे तो हमें बताएँ, हम उसे मिटा देंगे।",
      ],
    },
  ],
};
