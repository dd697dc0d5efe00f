import type { InputHTMLAttributes } from "react";
import { inputClass } from "~/components/forms/fields";
import { LOCALITIES } from "~/content/localities";

/** The locality as a text input suggesting the known localities: works without JavaScript. */
export function LocalityTextInput(props: InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  const listId = `${props.id}-localities`;
  return (
    <>
      <input {...props} list={listId} autoComplete="address-level3" placeholder="e.g. Indiranagar" className={inputClass} />
      <datalist id={listId}>
        {LOCALITIES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}
