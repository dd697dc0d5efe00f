import type { InputHTMLAttributes, ReactNode } from "react";

import type { FieldMeta } from "~/components/forms/use-form";
import { Button, type ButtonSize, type ButtonVariant } from "~/components/ui/button";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { useT } from "~/lib/i18n/i18n";

export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-600";

/** Spread on a field's control: its id and name, the value to start from, required, and the link to its messages. */
export function controlProps(field: FieldMeta) {
  return {
    id: field.id,
    name: field.name,
    defaultValue: field.defaultValue,
    required: field.required,
    "aria-invalid": field.errors ? true : undefined,
    "aria-describedby": field.errors ? field.errorId : undefined,
  };
}

/** A label, the control (children, spread with controlProps) and the field's messages under it. */
export function Field({ label, field, hint, children }: { label: ReactNode; field: FieldMeta; hint?: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <div className="space-y-1.5">
      <label htmlFor={field.id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      {field.errors ? (
        <p id={field.errorId} className="text-sm font-medium text-red-700">
          {field.errors.map(t.text).join(" ")}
        </p>
      ) : null}
    </div>
  );
}

type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "defaultValue" | "className"> & {
  label: ReactNode;
  field: FieldMeta;
  hint?: ReactNode;
};

/** The common case: a Field around a text-like <input>. A password never comes back from the server. */
export function InputField({ label, field, hint, ...input }: InputFieldProps) {
  const control = controlProps(field);
  return (
    <Field label={label} field={field} hint={hint}>
      <input {...control} defaultValue={input.type === "password" ? undefined : control.defaultValue} {...input} className={inputClass} />
    </Field>
  );
}

/**
 * At the top of a form, what went wrong with the last post: the form's own messages, then each
 * field's as a link to the field. It takes the focus when an answer comes in place (useForm), and
 * without JavaScript it is the first thing of the re-rendered form, so it is where the person looks.
 */
export function ErrorSummary({
  id,
  errors,
  fields = [],
}: {
  id: string;
  errors: string[] | undefined;
  fields?: readonly { id: string; messages: readonly string[] }[];
}) {
  const t = useT();
  if (!errors?.length && fields.length === 0) return null;
  return (
    <div
      id={id}
      role="alert"
      tabIndex={-1}
      className="scroll-mt-20 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800 outline-none focus:ring-2 focus:ring-red-600"
    >
      {errors?.length ? <p>{errors.map(t.text).join(" ")}</p> : null}
      {fields.length ? (
        <ul className={errors?.length ? "mt-1 space-y-1" : "space-y-1"}>
          {fields.map((field) => (
            <li key={field.id}>
              <a href={`#${field.id}`} className="underline">
                {field.messages.map(t.text).join(" ")}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A form's submit button: disabled, with its pending label, while the post is on its way. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  variant,
  size,
  className,
  disabled,
  name,
  value,
}: {
  pending: boolean;
  pendingLabel?: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  disabled?: boolean;
  name?: string;
  value?: string;
}) {
  return (
    <Button
      type="submit"
      variant={variant}
      size={size}
      className={className}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      name={name}
      value={value}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}

/**
 * The public forms' honeypot: a field no person sees or reaches (off-screen, out of the tab
 * order, hidden from screen readers) and that a bot fills in. Its name means nothing to a
 * browser's autofill.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
