import { Form } from "react-router";

import { NamePhoneFields } from "~/components/booking/name-phone-fields";
import { controlProps, ErrorSummary, Field, Honeypot, inputClass, InputField, SubmitButton } from "~/components/forms/fields";
import { PrivacyNote } from "~/components/forms/privacy-note";
import { useForm } from "~/components/forms/use-form";
import type { Answer } from "~/lib/forms/answer";
import { useT } from "~/lib/i18n/i18n";

type ContactFormProps = {
  submissionId: string;
  answer?: Answer | null;
  constraint: Readonly<Record<string, { required?: boolean }>>;
  submitting: boolean;
};

/** 'Send Us a Message': posts to the /contact action, with or without JavaScript. */
export function ContactForm({ submissionId, answer, constraint, submitting }: ContactFormProps) {
  const t = useT();
  const { form, summary, fields } = useForm({
    id: `contact-${submissionId}`,
    fields: ["name", "phone", "email", "subject", "message"],
    answer,
    constraint,
    schema: () => import("~/lib/schemas/contact").then((m) => m.contactSchema),
  });

  return (
    <Form method="post" action={t.path("/contact")} {...form} className="space-y-4">
      <input type="hidden" name="submissionId" value={submissionId} />
      <Honeypot />
      <ErrorSummary {...summary} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NamePhoneFields name={fields.name} phone={fields.phone} nameLabel={t("form.fullName")} />
        <InputField label={t("contact.email")} field={fields.email} type="email" autoComplete="email" placeholder="you@example.com" />
        <InputField label={t("contact.subject")} field={fields.subject} type="text" placeholder={t("contact.subjectPlaceholder")} />
      </div>
      <Field label={t("contact.message")} field={fields.message}>
        <textarea {...controlProps(fields.message)} rows={5} placeholder={t("contact.messagePlaceholder")} className={inputClass} />
      </Field>
      <SubmitButton pending={submitting} pendingLabel={t("contact.sending")} variant="premium" size="lg" className="w-full sm:w-auto">
        {t("contact.send")}
      </SubmitButton>
      <PrivacyNote />
    </Form>
  );
}
