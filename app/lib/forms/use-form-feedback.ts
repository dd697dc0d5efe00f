import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import type { Validate } from "~/lib/forms/use-lazy-validate";

/** Messages by field name; "" holds the form's own messages (conform's SubmissionResult shape). */
export type FieldErrorMap = Record<string, string[] | null | undefined>;

/** What one field shows: the ids that tie its label and messages to it, its messages and its first value. */
export type FieldFeedback = {
  id: string;
  name: string;
  errorId: string;
  errors: string[] | undefined;
  /** What the visitor sent last time (a re-rendered page after a refused post), else the form's default. */
  defaultValue: string | undefined;
  required: boolean | undefined;
};

type FormFeedbackOptions<Name extends string> = {
  /** The form's id; field ids are `${id}-${name}`, message ids `${fieldId}-error`, the form's `${id}-error`. */
  id: string;
  /** The fields shown, in page order: the first one with a message takes the focus. */
  fields: readonly Name[];
  /** The action's answer (conform's submission.reply()), with JavaScript or after a plain post. */
  lastResult?: SubmissionResult<string[]> | null;
  /** The form's schema, loaded lazily (useLazyValidate); until it arrives the server checks alone. */
  validate?: Validate<unknown>;
  /** Which fields are required: computed by the server from the schema (conform's getZodConstraint). */
  constraint?: Readonly<Record<string, { required?: boolean }>>;
  defaultValue?: Partial<Record<Name, string>>;
};

/**
 * The browser side of the public forms (booking, contact, warranty repair): each field's
 * messages and the form's, from the server's answer or from the same zod schema run in the
 * browser; checked on submit (the first wrong field takes the focus), then again on every input
 * once checked, as conform's shouldValidate "onSubmit" / shouldRevalidate "onInput" did. The
 * inputs stay uncontrolled, so a refused post keeps what was typed; a page re-rendered after a
 * post without JavaScript starts from the values the server sends back.
 *
 * The server side stays conform's (parseWithZod, submission.reply()); only its browser runtime
 * (@conform-to/react and @conform-to/dom, about 11.5 KB gzipped) is left out, because every
 * public page must stay within 110 KB of JavaScript and these three forms need none of its
 * list or intent machinery. The admin forms, which have no budget, keep conform's useForm.
 */
export function useFormFeedback<Name extends string>({
  id,
  fields,
  lastResult = null,
  validate,
  constraint,
  defaultValue,
}: FormFeedbackOptions<Name>) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // As with conform, the values a form starts from are fixed when it mounts: after that the
  // inputs hold what the visitor types.
  const [initialValue] = useState<Record<string, unknown>>(() => lastResult?.initialValue ?? defaultValue ?? {});
  // The browser's own check replaces the messages until the server answers again.
  const [checked, setChecked] = useState<{ answer: typeof lastResult; errors: FieldErrorMap } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const errors: FieldErrorMap = checked && checked.answer === lastResult ? checked.errors : (lastResult?.error ?? {});

  const fieldId = (name: string) => `${id}-${name}`;

  function focusFirstInvalid(found: FieldErrorMap) {
    const first = fields.find((name) => found[name]?.length);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  // A refused post answered in place (JavaScript on) moves the focus to the first wrong field.
  const reported = useRef(lastResult);
  useEffect(() => {
    if (lastResult === reported.current) return;
    reported.current = lastResult;
    if (lastResult?.status === "error" && lastResult.error) focusFirstInvalid(lastResult.error);
    // Runs for a new answer only; the field list is fixed per form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastResult]);

  function errorsIn(form: HTMLFormElement): FieldErrorMap | null {
    if (!validate) return null;
    const submission = validate(new FormData(form));
    if (submission.status === "success" || !submission.error) return null;
    return Object.values(submission.error).some((messages) => messages?.length) ? submission.error : null;
  }

  /** Checks again once the form was sent; for a control that changes without an input event. */
  function revalidate() {
    if (!validate || !formRef.current || !(submitted || lastResult)) return;
    setChecked({ answer: lastResult, errors: errorsIn(formRef.current) ?? {} });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setSubmitted(true);
    // Until the schema has loaded, the server checks alone.
    if (!validate) return;
    const found = errorsIn(event.currentTarget);
    setChecked({ answer: lastResult, errors: found ?? {} });
    if (found) {
      event.preventDefault();
      focusFirstInvalid(found);
    }
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    // Only named controls are the form's data (not, say, the locality picker's search box).
    if ((event.target as Partial<HTMLInputElement>).name) revalidate();
  }

  const formErrors = errors[""]?.length ? errors[""] : undefined;
  const formErrorId = `${id}-error`;

  function field(name: Name): FieldFeedback {
    const messages = errors[name];
    const value = initialValue[name];
    return {
      id: fieldId(name),
      name,
      errorId: `${fieldId(name)}-error`,
      errors: messages?.length ? messages : undefined,
      defaultValue: typeof value === "string" ? value : undefined,
      required: constraint?.[name]?.required || undefined,
    };
  }

  return {
    /** Spread on the <form>: the browser's own bubbles give way to these messages once hydrated. */
    form: {
      id,
      ref: formRef,
      noValidate: hydrated,
      onSubmit,
      onInput,
      "aria-describedby": formErrors ? formErrorId : undefined,
    },
    /** For <FormAlert>: messages about the whole form (a required field missing, a failed save). */
    formAlert: { id: formErrorId, errors: formErrors },
    fields: Object.fromEntries(fields.map((name) => [name, field(name)])) as Record<Name, FieldFeedback>,
    revalidate,
  };
}

/** Spread on a field's control: its id and name, the value to start from, required, and the link to its messages. */
export function controlProps(field: FieldFeedback) {
  return {
    id: field.id,
    name: field.name,
    defaultValue: field.defaultValue,
    required: field.required,
    "aria-invalid": field.errors ? true : undefined,
    "aria-describedby": field.errors ? field.errorId : undefined,
  };
}

/** Spread on the <Field> around a control: the label's target and the messages under it. */
export function fieldProps(field: FieldFeedback) {
  return { htmlFor: field.id, errors: field.errors, errorId: field.errorId };
}
