import { Field, inputClass } from "~/components/ui/field";
import { controlProps, fieldProps, type FieldFeedback } from "~/lib/forms/use-form-feedback";

type NamePhoneFieldsProps = {
  name: FieldFeedback;
  phone: FieldFeedback;
  nameLabel: string;
  /** For a form that appears on request (the dialog), so the focus starts in it. */
  autoFocus?: boolean;
};

/**
 * Who to call back: the name and phone fields every booking-like form starts with. The lengths
 * are the schema's bounds (requiredText(.., 100) and phoneField), so typing stops where the
 * server would refuse.
 */
export function NamePhoneFields({ name, phone, nameLabel, autoFocus }: NamePhoneFieldsProps) {
  return (
    <>
      <Field label={nameLabel} {...fieldProps(name)}>
        <input
          {...controlProps(name)}
          type="text"
          maxLength={100}
          autoComplete="name"
          autoFocus={autoFocus}
          placeholder="Enter your full name"
          className={inputClass}
        />
      </Field>
      <Field label="Phone Number *" {...fieldProps(phone)}>
        <input
          {...controlProps(phone)}
          type="tel"
          maxLength={20}
          autoComplete="tel"
          inputMode="tel"
          placeholder="98765 43210"
          className={inputClass}
        />
      </Field>
    </>
  );
}
