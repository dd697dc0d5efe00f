import { InputField } from "~/components/forms/fields";
import type { FieldMeta } from "~/components/forms/use-form";
import { useT } from "~/lib/i18n/i18n";

type NamePhoneFieldsProps = {
  name: FieldMeta;
  phone: FieldMeta;
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
  const t = useT();
  return (
    <>
      <InputField
        label={nameLabel}
        field={name}
        type="text"
        maxLength={100}
        autoComplete="name"
        autoFocus={autoFocus}
        placeholder={t("form.namePlaceholder")}
      />
      <InputField label={t("form.phone")} field={phone} type="tel" maxLength={20} autoComplete="tel" inputMode="tel" placeholder="98765 43210" />
    </>
  );
}
