import { Form } from "@remix-run/react";
import { NamePhoneFields } from "~/components/booking/name-phone-fields";
import { ErrorSummary, Field, Honeypot, InputField, SubmitButton, controlProps, inputClass } from "~/components/forms/fields";
import { useForm, type FormResult } from "~/components/forms/use-form";

type ContactFormProps = {
  submissionId: string;
  lastResult?: FormResult | null;
  constraint: Readonly<Record<string, { required?: boolean }>>;
  submitting: boolean;
};

/** 'Send Us a Message': posts to the /contact action, with or without JavaScript. */
export function ContactForm({ submissionId, lastResult, constraint, submitting }: ContactFormProps) {
  const { form, summary, fields } = useForm({
    id: `contact-${submissionId}`,
    fields: ["name", "phone", "email", "subject", "message"],
    lastResult,
    constraint,
    schema: () => import("~/lib/schemas/contact").then((m) => m.contactSchema),
  });

  return (
    <Form method="post" action="/contact" {...form} className="space-y-4">
      <input type="hidden" name="submissionId" value={submissionId} />
      <Honeypot />
      <ErrorSummary {...summary} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NamePhoneFields name={fields.name} phone={fields.phone} nameLabel="Full Name *" />
        <InputField label="Email Address" field={fields.email} type="email" autoComplete="email" placeholder="you@example.com" />
        <InputField label="Subject" field={fields.subject} type="text" placeholder="Washing machine repair inquiry" />
      </div>
      <Field label="Message *" field={fields.message}>
        <textarea {...controlProps(fields.message)} rows={5} placeholder="Describe your washing machine issue or inquiry..." className={inputClass} />
      </Field>
      <SubmitButton pending={submitting} pendingLabel="Sending..." variant="premium" size="lg" className="w-full sm:w-auto">
        Send Message
      </SubmitButton>
    </Form>
  );
}
