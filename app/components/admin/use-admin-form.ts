import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useMemo, useRef } from "react";
import type { ZodMiniType as ZodType } from "zod/mini";

import { type FieldMeta, type FormResult, useResetAfterSuccess } from "~/components/forms/use-form";

type UseAdminFormOptions<Name extends string> = {
  id: string;
  /** The fields shown, in page order (the summary lists their messages in this order). */
  fields: readonly Name[];
  lastResult?: FormResult | null;
  /** The zod schema the action parses with; the fields' required marks come from it too. */
  schema: ZodType;
};

/**
 * The admin's forms, on conform's own useForm (its validation, focus and state), answering in the
 * shape the shared form components take (Field, InputField, ErrorSummary), as the public forms'
 * useForm does. The admin has no JavaScript budget, so its forms load conform and their schemas
 * with the page; the public pages keep the lighter useForm, which loads the
 * schema only when a visitor starts typing (docs/architecture.md).
 */
export function useAdminForm<Name extends string>({ id, fields, lastResult = null, schema }: UseAdminFormOptions<Name>) {
  const constraint = useMemo(() => getZodConstraint(schema), [schema]);
  const [form, meta] = useForm({
    id,
    lastResult: lastResult as SubmissionResult<string[]> | null,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });

  // A refused post answered in place moves the focus to the summary at the top of the form, once
  // conform has taken the answer in and the summary is drawn (a render after the answer's).
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

  useResetAfterSuccess(() => form.reset());

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
    form: getFormProps(form),
    summary: {
      id: form.errorId,
      errors: formErrors,
      fields: fields.flatMap((name) => {
        const errors = meta[name as keyof typeof meta]?.errors;
        return errors?.length ? [{ id: meta[name as keyof typeof meta]!.id, messages: errors }] : [];
      }),
    },
    fields: Object.fromEntries(fields.map((name) => [name, field(name)])) as Record<Name, FieldMeta>,
  };
}
