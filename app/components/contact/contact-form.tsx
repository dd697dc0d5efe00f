import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { NamePhoneFields } from "~/components/booking/name-phone-fields";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, inputClass } from "~/components/ui/field";
import type { ContactFields } from "~/lib/schemas/contact";
import type { FieldConstraints } from "~/lib/schemas/booking";
import { useLazyValidate } from "~/lib/use-lazy-validate";

type ContactFormProps = {
  submissionId: string;
  lastResult?: SubmissionResult<string[]> | null;
  constraint: FieldConstraints;
  submitting: boolean;
};

/** 'Send Us a Message': posts to the /contact action, with or without JavaScript. */
export function ContactForm({ submissionId, lastResult, constraint, submitting }: ContactFormProps) {
  const validate = useLazyValidate(() => import("~/lib/schemas/contact").then((m) => m.parseContactForm), "contact");
  const [form, fields] = useForm<ContactFields>({
    id: `contact-${submissionId}`,
    lastResult,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });

  return (
    <Form method="post" action="/contact" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="submissionId" value={submissionId} />
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NamePhoneFields name={fields.name} phone={fields.phone} nameLabel="Full Name *" />
        <Field label="Email Address" htmlFor={fields.email.id} errors={fields.email.errors} errorId={fields.email.errorId}>
          <input
            {...getInputProps(fields.email, { type: "email" })}
            autoComplete="email"
            placeholder="you@example.com"
            className={inputClass}
          />
        </Field>
        <Field label="Subject" htmlFor={fields.subject.id} errors={fields.subject.errors} errorId={fields.subject.errorId}>
          <input
            {...getInputProps(fields.subject, { type: "text" })}
            placeholder="Washing machine repair inquiry"
            className={inputClass}
          />
        </Field>
      </div>
      <Field label="Message *" htmlFor={fields.message.id} errors={fields.message.errors} errorId={fields.message.errorId}>
        <textarea
          {...getTextareaProps(fields.message)}
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
