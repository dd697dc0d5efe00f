import { lazy, type ReactNode, Suspense } from "react";
import { type ActionFunctionArgs, Link, type LoaderFunctionArgs, type MetaFunction, redirect, useActionData, useLoaderData, useNavigate } from "react-router";

import { ContactForm } from "~/components/contact/contact-form";
import { useIsPending } from "~/components/forms/pending";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { Card, Section } from "~/components/sections/section";
import { buttonClass } from "~/components/ui/button";
import { WhatsAppButton } from "~/components/ui/whatsapp-button";
import { TOO_MANY_BOOKINGS_MESSAGE } from "~/content/booking";
import { business, OPENING_HOURS } from "~/content/business";
import { CONTACT_FAILED_TOAST } from "~/content/contact";
import { clockText } from "~/content/hours";
import { mailtoHref, telHref } from "~/lib/contact/links";
import { offlineAware } from "~/lib/forms/answer";
import { refuse } from "~/lib/forms/answer.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { localeOf, localePath } from "~/lib/i18n/locales";
import { messagesFor } from "~/lib/i18n/messages.server";
import { contactConstraint, parseContactForm } from "~/lib/schemas/contact";
import { FORM_EXPIRED_MESSAGE } from "~/lib/schemas/fields";
import { pageMeta } from "~/lib/seo/meta";
import { addStructuredData, localBusinessJsonLd } from "~/lib/seo/structured-data.server";
import { type BookingOutcome, createContactMessage } from "~/models/bookings.server";
import { caughtByHoneypot, takePostingPlace } from "~/security/spam.server";

export { keepDataAfterFailedPost as shouldRevalidate } from "~/lib/forms/revalidation";

// The confirmation of a sent message, loaded when there is one to show.
const Dialog = lazy(() => import("~/components/ui/dialog").then((m) => ({ default: m.Dialog })));

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args.matches);
  return pageMeta(args, {
    title: t("contact.metaTitle"),
    description: t("contact.metaDescription"),
    keywords: ["contact washing machine repair", "washing machine service Bangalore phone", "WashFix Bengaluru contact"],
    path: "/contact",
  });
};

const FORM_SECTION_ID = "send-message";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  addStructuredData(context, (siteUrl) => [localBusinessJsonLd(siteUrl)]);
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  return {
    submissionId: crypto.randomUUID(),
    constraint: contactConstraint(),
    sent,
    messages: messagesFor(localeOf(params), "form", "contact", "text.form", "text.contact"),
  };
}

// Stores the message as a booking request; Post/Redirect/Get to /contact?sent=1, whose page
// confirms it, with and without JavaScript.
export async function action({ request, params }: ActionFunctionArgs) {
  const locale = localeOf(params);
  const formData = await readFormData(request);
  // One success message: the confirmation the page shows for ?sent=1 (no toast beside it).
  const sent = () => redirect(`${localePath(locale, "/contact")}?sent=1#${FORM_SECTION_ID}`, 303);
  // A bot's post: thanked like anyone, stored nowhere.
  if (caughtByHoneypot(formData)) return sent();
  const submission = parseContactForm(formData);
  if (submission.status !== "success") return refuse(submission.reply());
  const place = await takePostingPlace(request);
  if (!place) return refuse(submission.reply({ formErrors: [TOO_MANY_BOOKINGS_MESSAGE] }), { status: 429 });
  let outcome: BookingOutcome;
  try {
    outcome = await createContactMessage({ ...submission.value, language: locale });
  } catch (error) {
    console.error("Contact message insert failed", error);
    await place.giveBack();
    return refuse(submission.reply({ formErrors: [CONTACT_FAILED_TOAST.description] }), { status: 503, toast: CONTACT_FAILED_TOAST });
  }
  if (outcome.status === "stored") return sent();
  // Another visitor's submission id: nothing stored (a message has no visit day, so no other refusal).
  await place.giveBack();
  return refuse(submission.reply({ formErrors: [FORM_EXPIRED_MESSAGE] }), { status: 409 });
}

// With JavaScript, a dropped connection keeps the page and what was typed, with the failure toast.
export const clientAction = offlineAware({ message: CONTACT_FAILED_TOAST.description, toast: CONTACT_FAILED_TOAST });

function Confirmation() {
  const t = useT();
  return (
    <p className="text-slate-700">
      {t("contact.sentText")} {t("contact.urgent")}{" "}
      <a href={telHref} className="font-semibold text-brand-700 underline">
        {business.phoneDisplay}
      </a>
      .
    </p>
  );
}

export default function ContactPage() {
  const { submissionId, constraint, sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof clientAction>();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const t = useT();
  const submitting = useIsPending({ formAction: t.path("/contact") });
  // After a refused post the form keeps its submission id, so a retry cannot store twice.
  const entered = actionData?.result.initialValue?.submissionId;
  const formSubmissionId = typeof entered === "string" ? entered : submissionId;

  // A navigation's failure shows in the error boundary: nothing waits for it here.
  const closeConfirmation = () => void navigate(`${t.path("/contact")}#${FORM_SECTION_ID}`, { replace: true, preventScrollReset: true });

  return (
    <main id="main">
      <PageHero
        badge={t("common.contactUs")}
        title={t("contact.heading")}
        intro={t("contact.intro")}
        book={{ label: t("common.bookTitle"), service: "General Repair" }}
        points={[t("contact.pointRating"), t("contact.pointTrusted"), t("contact.pointEmergency")]}
      />

      <Section id="contact-ways" title={t("contact.waysTitle")}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <ContactCard title={t("contact.callTitle")} text={t("contact.callText")}>
            <a href={telHref} className={buttonClass({ variant: "call", className: "w-full" })}>
              {t("common.callPhone", { phone: business.phoneDisplay })}
            </a>
          </ContactCard>
          <ContactCard title={t("common.chatOnWhatsapp")} text={t("contact.chatText")}>
            <WhatsAppButton text={t("common.whatsappGreeting")} className="w-full">
              {t("contact.startChat")}
            </WhatsAppButton>
          </ContactCard>
          <ContactCard title={t("contact.emailTitle")} text={t("contact.emailText")}>
            <a href={mailtoHref} className={buttonClass({ variant: "outline", className: "w-full break-all" })}>
              {business.email}
            </a>
          </ContactCard>
          <ContactCard title={t("contact.areaTitle")} text={t("contact.areaText")}>
            <Link to={t.path("/view-all-areas")} className={buttonClass({ variant: "outline", className: "w-full" })}>
              {t("common.viewAllAreas")}
            </Link>
          </ContactCard>
          <ContactCard title={t("contact.addressTitle")} text={<address className="not-italic">{t("common.address")}</address>} />
        </div>
      </Section>

      <section id={FORM_SECTION_ID} aria-labelledby={`${FORM_SECTION_ID}-heading`} className="bg-slate-50">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:py-16 lg:grid-cols-[2fr_1fr]">
          <Card>
            <h2 id={`${FORM_SECTION_ID}-heading`} className="text-2xl font-bold text-slate-900">
              {t("contact.formTitle")}
            </h2>
            <p className="mt-1 mb-5 text-slate-600">{t("contact.formIntro")}</p>
            {sent && !hydrated ? (
              // Without JavaScript the confirmation takes the form's place, with a way back.
              <div role="status" className="space-y-4">
                <p className="text-lg font-semibold text-slate-900">{t("contact.sentTitle")}</p>
                <Confirmation />
                <a href={`${t.path("/contact")}#${FORM_SECTION_ID}`} className={buttonClass({ variant: "outline" })}>
                  {t("contact.sendAnother")}
                </a>
              </div>
            ) : (
              <ContactForm key={formSubmissionId} submissionId={formSubmissionId} answer={actionData} constraint={constraint} submitting={submitting} />
            )}
          </Card>
          <Card className="h-fit">
            <h2 className="text-xl font-bold text-slate-900">{t("contact.hoursTitle")}</h2>
            <ul className="mt-3 space-y-2 text-slate-700">
              <li>{t("contact.hoursWeekdays", { opens: clockText(OPENING_HOURS.weekdays.opens), closes: clockText(OPENING_HOURS.weekdays.closes) })}</li>
              <li>{t("contact.hoursSunday", { opens: clockText(OPENING_HOURS.sunday.opens), closes: clockText(OPENING_HOURS.sunday.closes) })}</li>
              <li className="font-medium text-red-800">{t("contact.hoursEmergency")}</li>
            </ul>
            <a href={telHref} className={buttonClass({ variant: "destructive", className: "mt-5 w-full" })}>
              {t("contact.callEmergency")}
            </a>
          </Card>
        </div>
      </section>

      <CallToAction title={t("contact.ctaTitle")} text={t("contact.ctaText")} book={{ label: t("contact.ctaBook"), service: "General Repair" }} />

      {hydrated && sent ? (
        <Suspense fallback={null}>
          <Dialog open onClose={closeConfirmation} title={t("contact.sentTitle")}>
            <Confirmation />
            <button type="button" onClick={closeConfirmation} className={buttonClass({ className: "mt-5 w-full" })}>
              {t("contact.backToForm")}
            </button>
          </Dialog>
        </Suspense>
      ) : null}
    </main>
  );
}

function ContactCard({ title, text, children }: { title: string; text: ReactNode; children?: ReactNode }) {
  return (
    <Card className="flex flex-col">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <div className="mt-2 flex-1 text-slate-600">{text}</div>
      {children ? <div className="mt-4">{children}</div> : null}
    </Card>
  );
}
