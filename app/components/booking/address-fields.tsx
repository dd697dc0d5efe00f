import { InputField } from "~/components/forms/fields";
import type { FieldMeta } from "~/components/forms/use-form";
import { useT } from "~/lib/i18n/i18n";

/** Where the technician rides to, each optional: the booking form's, and the booking page's correction. */
export function AddressFields({ address, landmark, pin }: { address: FieldMeta; landmark: FieldMeta; pin: FieldMeta }) {
  const t = useT();
  return (
    <>
      <InputField
        label={t("booking.address")}
        field={address}
        hint={t("booking.addressHint")}
        type="text"
        maxLength={200}
        autoComplete="address-line1"
        placeholder={t("booking.addressPlaceholder")}
      />
      <InputField label={t("booking.landmark")} field={landmark} type="text" maxLength={100} placeholder={t("booking.landmarkPlaceholder")} />
      <div className="max-w-40">
        <InputField label={t("booking.pin")} field={pin} type="text" inputMode="numeric" maxLength={6} autoComplete="postal-code" placeholder="560041" />
      </div>
    </>
  );
}
