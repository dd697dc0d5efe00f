import { controlProps, inputClass } from "~/components/forms/fields";
import type { FieldMeta } from "~/components/forms/use-form";

/** A form field's choice of technician, with `none` (its label) for nobody. */
export function TechnicianSelect({ field, technicians, none }: { field: FieldMeta; technicians: readonly { id: number; name: string }[]; none: string }) {
  return (
    <select {...controlProps(field)} className={inputClass}>
      <option value="">{none}</option>
      {technicians.map((technician) => (
        <option key={technician.id} value={technician.id}>
          {technician.name}
        </option>
      ))}
    </select>
  );
}
