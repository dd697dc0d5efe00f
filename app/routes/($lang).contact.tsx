import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { WhatsAppButton } from "~/components/ui/whatsapp-button";
import { Link, useActionData, useLoaderData, useNavigate, type ClientActionFunctionArgs } from "@remix-run/react";
import type { ReactNode } from "react";
import { ContactForm } from "~/components/contact/contact-form";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { Card, Section } from "~/components/sections/section";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toaster";
import { useIsPending, type FormResult } from "~/components/forms/use-form";
import type { Toast } from "~/lib/forms/toast";
import { addressLine, business } from "~/content/business";
import { CONTACT_FAILED_TOAST, CONTACT_SENT } from "~/content/contact";
import { officeHoursText } from "~/content/hours";
import { WHATSAPP_GREETING, mailtoHref, telHref } from "~/lib/contact/links";
import { readFormData } from "~/lib/forms/form-data.server";
import { orWhenOffline } from "~/lib/forms/offline";
import { localBusinessJsonLd, pageMeta } from "~/lib/seo/meta";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { contactConstraint, parseContactForm } from "~/lib/schemas/contact";
import { createContactMessage, type BookingOutcome } from "~/models/bookings.server";
import { FORM_EXPIRED_MESSAGE } from "~/lib/schemas/fields";
import { caughtByHoneypot, takePostingPlace } from "~/security/spam.server";
import { TOO_MANY_BOOKINGS_MESSAGE } from "~/content/booking";

export { keepDataAfterFailedPost as shouldRevalidate } from "~/lib/forms/revalidation";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Contact Washing Machine Repair",
    description:
      "Call, chat or write to WashFix Bengaluru for washing machine repair anywhere in Bengaluru. Office in Chickpet; emergency service 24/7.",
    keywords: ["contact washing machine repair", "washing machine service Bangalore phone", "WashFix Bengaluru contact"],
    path: "/contact",
    jsonLd: (siteUrl) => [localBusinessJsonLd(siteUrl)],
  });

const FORM_SECTION_ID = "send-message";

export async function loader({ request }: LoaderFunctionArgs) {
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  return { submissionId: crypto.randomUUID(), constraint: contactConstraint(), sent };
}

// Stores the message as a booking request; Post/Redirect/Get to /contact?sent=1 with the
// 'Message Sent Successfully!' flash toast, which shows with and without JavaScript.
type ContactAnswer = { result: FormResult; toast?: Toast };

const failedAnswer = (result: FormResult): ContactAnswer => ({ result, toast: CONTACT_FAILED_TOAST });

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  // One success message: the confirmation the page shows for ?sent=1 (no toast beside it).
  const sent = () => redirect(`/contact?sent=1#${FORM_SECTION_ID}`, 303);
  // A bot's post: thanked like anyone, stored nowhere.
  if (caughtByHoneypot(formData)) return sent();
  const submission = parseContactForm(formData);
  if (submission.status !== "success") {
    return data<ContactAnswer>({ result: submission.reply() }, { status: 400 });
  }
  const place = await takePostingPlace(request);
  if (!place) return data<ContactAnswer>({ result: submission.reply({ formErrors: [TOO_MANY_BOOKINGS_MESSAGE] }) }, { status: 429 });
  let outcome: BookingOutcome;
  try {
    outcome = await createContactMessage(submission.value);
  } catch (error) {
    console.error("Contact message insert failed", error);
    await place.giveBack();
    return data(failedAnswer(submission.reply({ formErrors: [CONTACT_FAILED_TOAST.description] })), { status: 503 });
  }
  if (outcome.status === "stored") return sent();
  // Another visitor's submission id: nothing stored (a message has no visit day, so no other refusal).
  await place.giveBack();
  return data<ContactAnswer>({ result: submission.reply({ formErrors: [FORM_EXPIRED_MESSAGE] }) }, { status: 409 });
}

// With JavaScript, a dropped connection keeps the page and what was typed, with the failure toast.
export async function clientAction({ serverAction }: ClientActionFunctionArgs): Promise<ContactAnswer> {
  return orWhenOffline(
    () => serverAction<typeof action>(),
    () => failedAnswer({ status: "error", error: { "": [CONTACT_FAILED_TOAST.description] } }),
  );
}

function Confirmation() {
  return (
    <p className="text-slate-700">
      {CONTACT_SENT.description} For anything urgent, call us on{" "}
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
  const submitting = useIsPending({ formAction: "/contact" });
  // After a refused post the form keeps its submission id, so a retry cannot store twice.
  const entered = actionData?.result.initialValue?.submissionId;
  const formSubmissionId = typeof entered === "string" ? entered : submissionId;
  useToast(actionData?.toast);

  const closeConfirmation = () => navigate(`/contact#${FORM_SECTION_ID}`, { replace: true, preventScrollReset: true });

  return (
    <main id="main">
      <PageHero
        badge="Contact Us"
        title="Get in Touch for Washing Machine Repair"
        intro={`Call, chat or send us a message. Our technicians cover every part of Bengaluru, and we answer every message ${business.replyWithin}.`}
        book={{ label: "Book a Technician", service: "General Repair" }}
        points={["4.9/5 Rating", "Trusted Service", "24/7 Emergency Line"]}
      />

      <Section id="contact-ways" title="Ways to Reach Us">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <ContactCard title="Call Us" text="Talk to our team now; a technician can often come the same day.">
            <a href={telHref} className={buttonClass({ variant: "call", className: "w-full" })}>
              Call {business.phoneDisplay}
            </a>
          </ContactCard>
          <ContactCard title="Chat on WhatsApp" text="Send us a message and a photo of the problem.">
            <WhatsAppButton text={WHATSAPP_GREETING} className="w-full">
              Start a Chat
            </WhatsAppButton>
          </ContactCard>
          <ContactCard title="Email Us" text="For quotes, invoices and anything that can wait a day.">
            <a href={mailtoHref} className={buttonClass({ variant: "outline", className: "w-full break-all" })}>
              {business.email}
            </a>
          </ContactCard>
          <ContactCard title="Service Area" text="40+ localities across Bengaluru, from Yelahanka to Electronic City.">
            <Link to="/view-all-areas" className={buttonClass({ variant: "outline", className: "w-full" })}>
              View All Areas
            </Link>
          </ContactCard>
          <ContactCard title="Office Address" text={<address className="not-italic">{addressLine}</address>} />
        </div>
      </Section>

      <section id={FORM_SECTION_ID} aria-labelledby={`${FORM_SECTION_ID}-heading`} className="bg-slate-50">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:py-16 lg:grid-cols-[2fr_1fr]">
          <Card>
            <h2 id={`${FORM_SECTION_ID}-heading`} className="text-2xl font-bold text-slate-900">
              Send Us a Message
            </h2>
            <p className="mt-1 mb-5 text-slate-600">Tell us about your washing machine and how to reach you.</p>
            {sent && !hydrated ? (
              // Without JavaScript the confirmation takes the form's place, with a way back.
              <div role="status" className="space-y-4">
                <p className="text-lg font-semibold text-slate-900">{CONTACT_SENT.title}</p>
                <Confirmation />
                <a href={`/contact#${FORM_SECTION_ID}`} className={buttonClass({ variant: "outline" })}>
                  Send Another Message
                </a>
              </div>
            ) : (
              <ContactForm
                key={formSubmissionId}
                submissionId={formSubmissionId}
                lastResult={actionData?.result}
                constraint={constraint}
                submitting={submitting}
              />
            )}
          </Card>
          <Card className="h-fit">
            <h2 className="text-xl font-bold text-slate-900">Office Hours</h2>
            <ul className="mt-3 space-y-2 text-slate-700">
              <li>{officeHoursText.weekdays}</li>
              <li>{officeHoursText.sunday}</li>
              <li className="font-medium text-red-800">{officeHoursText.emergency}</li>
            </ul>
            <a href={telHref} className={buttonClass({ variant: "destructive", className: "mt-5 w-full" })}>
              Call Emergency Line
            </a>
          </Card>
        </div>
      </section>

      <CallToAction
        title="Washing Machine Not Working?"
        text={`Book a technician now: we call you back ${business.callbackWithin} and can often repair it the same day.`}
        book={{ label: "Book Repair Now", service: "General Repair" }}
      />

      {hydrated ? (
        <Dialog open={sent} onClose={closeConfirmation} title={CONTACT_SENT.title}>
          <Confirmation />
          <button type="button" onClick={closeConfirmation} className={buttonClass({ className: "mt-5 w-full" })}>
            Back to the Form
          </button>
        </Dialog>
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
