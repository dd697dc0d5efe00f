import { Form } from "react-router";

import { TechnicianSelect } from "~/components/admin/technician-select";
import { ErrorSummary, Field, SubmitButton } from "~/components/forms/fields";
import { useForm, useIsPending } from "~/components/forms/use-form";
import type { Answer } from "~/lib/forms/answer";

type AssignFormProps = {
  bookingId: number;
  technicianId: number | null;
  technicians: readonly { id: number; name: string }[];
  /** The booking page's answer; a form elsewhere (the day board) is answered with a toast where it was. */
  answer?: Answer;
  /** The admin page to come back to (the board); the booking's page otherwise. */
  returnTo?: string;
  label?: string;
};

/** Who goes: a booking's technician, chosen on its page or on the day board; the booking's action saves it. */
export function AssignForm({ bookingId, technicianId, technicians, answer, returnTo, label = "Assigned to" }: AssignFormProps) {
  const action = `/admin/bookings/${bookingId}`;
  // Named after the saved technician: after Save, conform starts the form again from what was saved.
  const assign = useForm({
    id: `assign-${bookingId}-${technicianId ?? "nobody"}`,
    fields: ["technicianId"],
    answer,
    intent: "assign",
    defaultValue: { technicianId: String(technicianId ?? "") },
  });
  const pending = useIsPending({ intent: "assign", formAction: action });
  return (
    <Form key={assign.form.id} method="post" action={action} {...assign.form} preventScrollReset className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="assign" />
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <div className="w-full empty:hidden">
        <ErrorSummary {...assign.summary} />
      </div>
      <div className="min-w-40 flex-1">
        <Field label={label} field={assign.fields.technicianId}>
          <TechnicianSelect field={assign.fields.technicianId} technicians={technicians} none="Nobody yet" />
        </Field>
      </div>
      <SubmitButton pending={pending}>Save</SubmitButton>
    </Form>
  );
}
