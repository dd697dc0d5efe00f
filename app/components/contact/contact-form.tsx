import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { NamePhoneFields } from "~/components/booking/name-phone-fields";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, inputClass } from "~/components/ui/field";
import type { FieldConstraints } from "~/lib/schemas/booking";
import { controlProps, fieldProps, useFormFeedback } from "~/lib/forms/use-form-feedback";
import { useLazyValidate } from "~/lib/forms/use-lazy-validate";

type ContactFormProps = {
  submissionId: string;
  lastResult?: SubmissionResult<string[]> | null;
  constraint: FieldConstraints;
  submitting: boolean;
};

/** 'Send Us a Message': posts to the /contact action, with or without JavaScript. */
export function ContactForm({ submissionId, lastResult, constraint, submitting }: ContactFormProps) {
  const validate = useLazyValidate(() => import("~/lib/schemas/contact").then((m) => m.parseContactForm), "contact");
  const { form, formAlert, fields } = useFormFeedback({
    id: `contact-${submissionId}`,
    fields: ["name", "phone", "email", "subject", "message"],
    lastResult,
    constraint,
    validate,
  });

  return (
    <Form method="post" action="/contact" {...form} className="space-y-4">
      <input type="hidden" name="submissionId" value={submissionId} />
      <FormAlert {...formAlert} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NamePhoneFields name={fields.name} phone={fields.phone} nameLabel="Full Name *" />
        <Field label="Email Address" {...fieldProps(fields.email)}>
          <input {...controlProps(fields.email)} type="email" autoComplete="email" placeholder="you@example.com" className={inputClass} />
        </Field>
        <Field label="Subject" {...fieldProps(fields.subject)}>
          <input {...controlProps(fields.subject)} type="text" placeholder="Washing machine repair inquiry" className={inputClass} />
        </Field>
      </div>
      <Field label="Message *" {...fieldProps(fields.message)}>
        <textarea
          {...controlProps(fields.message)}
          rows={5}
          placeholder="Describe your washing machine issue or inquiry..."
          className={inputClass}
        />
      </Field>
      <Button type="submit" variant="premium" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        {submitting ? "Sending..." : "Send Message"}
      </Button>
    </Form>
  );
}
