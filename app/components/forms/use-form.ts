import { getFormProps, type Submission, useForm as useConform } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { useActionData, useLocation } from "react-router";
import type { ZodMiniType as ZodType } from "zod/mini";

import { useToast } from "~/components/ui/toaster";
import type { Answer } from "~/lib/forms/answer";

/** What one field shows: the ids that tie its label and messages to it, its messages and its first value. */
export type FieldMeta = {
  id: string;
  name: string;
  errorId: string;
  errors: string[] | undefined;
  /** What the person sent last time (a page re-rendered after a refused post), else the form's default. */
  defaultValue: string | undefined;
  required: boolean | undefined;
};

type UseFormOptions<Name extends string> = {
  /** The form's id; conform names its fields' ids and message ids after it. */
  id: string;
  /** The fields shown, in page order (the summary lists their messages in this order). */
  fields: readonly Name[];
  /** The action's answer (useActionData, a fetcher's data): this form's part of it is the one with its `intent`. */
  answer?: Answer<unknown> | null;
  /** The `intent` this form posts, on a page with several forms. */
  intent?: string;
  /**
   * Loads the zod schema the action parses with. It is fetched when the person first touches the
   * form (the booking schema carries India's phone metadata: 40 KB a page nobody fills in never
   * downloads); until it has arrived the server checks alone.
   */
  schema?: () => Promise<ZodType>;
  /** The fields' constraints (conform's getZodConstraint of the same schema, computed by the loader): `required` shows at once. */
  constraint?: Readonly<Record<string, { required?: boolean }>>;
  defaultValue?: Partial<Record<Name, string>>;
};

/**
 * Every form of the site, public and admin: conform's useForm, answering in the shape the shared
 * form components take (Field, InputField, ErrorSummary). The server always validates (conform's
 * parseWithZod in the action) and answers a refused post with the messages and what was typed
 * (an Answer); the browser runs the same schema on submit (the first wrong field takes the focus,
 * nothing is sent) and again on every input once checked. A refusal from the server moves the
 * focus to the summary at the top of the form, which says what went wrong and links to each
 * field concerned; the answer's toast shows in the toaster. Inputs stay uncontrolled, so nothing
 * typed is lost while an answer is on its way; after a successful post (a new location and no
 * action data) the form empties, ready for the next entry.
 */
export function useForm<Name extends string>({ id, fields, answer, intent, schema, constraint, defaultValue }: UseFormOptions<Name>) {
  const own = answer && answer.intent === intent ? answer : null;
  const lastResult = own?.result ?? null;
  const [check, setCheck] = useState<{ validate: (formData: FormData) => Submission<Record<string, unknown>> }>();
  const [form, meta] = useConform<Record<string, unknown>>({
    id,
    lastResult,
    constraint,
    defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: check ? ({ formData }) => check.validate(formData) : undefined,
  });
  useToast(own?.toast);

  const loading = useRef(false);
  function loadValidation() {
    if (!schema || loading.current) return;
    loading.current = true;
    Promise.all([schema(), import("@conform-to/zod/v4")]).then(
      ([loaded, { parseWithZod }]) => setCheck({ validate: (formData) => parseWithZod(formData, { schema: loaded }) as Submission<Record<string, unknown>> }),
      (error) => console.warn("Form validation failed to load; the server validates instead.", error),
    );
  }

  // A refused post answered in place moves the focus to the summary, once conform has taken the
  // answer in and the summary is drawn (a render after the answer's).
  const reported = useRef(lastResult);
  const focusSummary = useRef(false);
  if (lastResult !== reported.current) {
    reported.current = lastResult;
    focusSummary.current = lastResult?.status === "error" && Boolean(lastResult.error);
  }
  useEffect(() => {
    const summary = focusSummary.current ? document.getElementById(form.errorId) : null;
    if (!summary) return;
    focusSummary.current = false;
    summary.focus();
    summary.scrollIntoView({ block: "start" });
  });

  // The form's own reset: conform hears it and forgets its messages (a form redrawn under a new id has none to forget).
  useResetAfterSuccess(() => {
    const element = document.getElementById(form.id);
    if (element instanceof HTMLFormElement) element.reset();
  });

  const field = (name: Name): FieldMeta => {
    const { id: fieldId, errorId, errors, initialValue, required } = meta[name as keyof typeof meta]!;
    return {
      id: fieldId,
      name,
      errorId,
      errors: errors?.length ? errors : undefined,
      defaultValue: typeof initialValue === "string" ? initialValue : undefined,
      required,
    };
  };
  const formErrors = form.errors?.length ? form.errors : undefined;
  return {
    /** Spread on the <form>: once hydrated, these messages replace the browser's own bubbles. */
    form: { ...getFormProps(form), onFocus: loadValidation },
    /** For <ErrorSummary>: messages about the whole form (a failed save), then each field's, linked to it. */
    summary: {
      id: form.errorId,
      errors: formErrors,
      fields: fields.flatMap((name) => {
        const errors = meta[name as keyof typeof meta]?.errors;
        return errors?.length ? [{ id: meta[name as keyof typeof meta]!.id, messages: errors }] : [];
      }),
    },
    fields: Object.fromEntries(fields.map((name) => [name, field(name)])) as Record<Name, FieldMeta>,
    /** Checks a field again once the form was checked; for a control that changes without an input event (the locality picker). */
    revalidate(name: Name) {
      if (check && form.status !== undefined) form.validate({ name });
    },
  };
}

/** After a successful post Remix keeps the page: `reset` empties the form. A refused post leaves it alone. */
function useResetAfterSuccess(reset: () => void) {
  const { key } = useLocation();
  const refused = useActionData() !== undefined;
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    if (!refused) reset();
  });
}
