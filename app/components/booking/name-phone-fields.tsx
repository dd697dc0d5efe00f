import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Field, inputClass } from "~/components/ui/field";

type NamePhoneFieldsProps = {
  name: FieldMetadata<string>;
  phone: FieldMetadata<string>;
  nameLabel: string;
  /** For a form that appears on request (the dialog), so the focus starts in it. */
  autoFocus?: boolean;
};

/** Who to call back: the name and phone fields every booking-like form starts with. */
export function NamePhoneFields({ name, phone, nameLabel, autoFocus }: NamePhoneFieldsProps) {
  return (
    <>
      <Field label={nameLabel} htmlFor={name.id} errors={name.errors} errorId={name.errorId}>
        <input
          {...getInputProps(name, { type: "text" })}
          autoComplete="name"
          autoFocus={autoFocus}
          placeholder="Enter your full name"
          className={inputClass}
        />
      </Field>
      <Field label="Phone Number *" htmlFor={phone.id} errors={phone.errors} errorId={phone.errorId}>
        <input
          {...getInputProps(phone, { type: "tel" })}
          autoComplete="tel"
          inputMode="tel"
          placeholder="98765 43210"
          className={inputClass}
        />
      </Field>
    </>
  );
}
