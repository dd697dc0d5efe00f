import type { InputHTMLAttributes } from "react";

import { inputClass } from "~/components/forms/fields";
import { LOCALITIES } from "~/content/localities";
import { useT } from "~/lib/i18n/i18n";

/** The locality as a text input suggesting the known localities: works without JavaScript. */
export function LocalityTextInput(props: InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  const listId = `${props.id}-localities`;
  const t = useT();
  return (
    <>
      <input {...props} list={listId} autoComplete="address-level3" placeholder={t("booking.localityPlaceholder")} className={inputClass} />
      <datalist id={listId}>
        {LOCALITIES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}
