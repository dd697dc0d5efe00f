import { Field, inputClass } from "~/components/ui/field";

/** A required input of an admin form, with its label, a hint and the server's messages for it. */
export function LabelledInput({
  name,
  label,
  type = "text",
  autoComplete,
  errors,
  defaultValue,
  maxLength,
  placeholder,
  hint,
  idPrefix,
}: {
  name: string;
  label: string;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  errors?: string[] | null;
  defaultValue?: string;
  maxLength: number;
  placeholder?: string;
  hint?: string;
  /** Keeps ids unique when a page has several forms. */
  idPrefix: string;
}) {
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  return (
    <Field label={label} htmlFor={id} hint={hint} errors={errors ?? undefined} errorId={errorId}>
      <input
        id={id}
        name={name}
        type={type}
        required
        maxLength={maxLength}
        autoComplete={autoComplete}
        placeholder={placeholder}
        defaultValue={type === "password" ? undefined : (defaultValue ?? "")}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
        className={inputClass}
      />
    </Field>
  );
}
