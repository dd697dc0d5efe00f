import { useForm as useConform } from "@conform-to/react";
import { useLayoutEffect } from "react";

import type { Binding, FormState } from "./bindings";

/**
 * conform for one form whose checks have loaded (use-form.tsx): loaded with the form's schema when
 * the person first touches the form, drawn by FormBindings, and telling the form what to show. It
 * checks with the schema on submit, and on every input once the form has been checked.
 */
export function Binder({ binding }: { binding: Binding }) {
  const [form, meta] = useConform<Record<string, unknown>>({
    id: binding.id,
    lastResult: binding.lastResult,
    constraint: binding.constraint,
    defaultValue: binding.defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => binding.validate(formData),
  });
  // Read while drawing, so conform draws this again when any of them changes.
  const errors = Object.fromEntries(binding.fields.map((name) => [name, meta[name]?.errors]));
  const state: FormState = {
    errors,
    formErrors: form.errors,
    onSubmit: form.onSubmit,
    validate: (name) => {
      if (form.status !== undefined) form.validate({ name });
    },
  };
  const { publish } = binding;
  useLayoutEffect(() => publish(state));
  return null;
}
