import { Form, useNavigation } from "react-router";

import { TechnicianSelect } from "~/components/admin/technician-select";
import { ErrorSummary, Field, SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { useForm } from "~/components/forms/use-form";
import type { Answer } from "~/lib/forms/answer";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { useT } from "~/lib/i18n/i18n";

type AssignFormProps = {
  bookingId: number;
  technicianId: number | null;
  technicians: readonly { id: number; name: string }[];
  /** The page's answer (the booking's page, the day board): a refusal naming this booking shows at this form. */
  answer?: Answer;
  /**
   * The admin page to come back to (the board, at the card's anchor); the booking's page otherwise.
   * With JavaScript the anchor is left off: the page keeps its scroll (preventScrollReset) rather
   * than jump to the card's new place; without, the browser lands on the card.
   */
  returnTo?: string;
  label?: string;
};

/**
 * Who goes: a booking's technician, chosen on its page or on the day board; the page's own action
 * saves it (the intent "assign" with the bookingId) and answers a refusal here.
 */
export function AssignForm({ bookingId, technicianId, technicians, answer, returnTo, label }: AssignFormProps) {
  const t = useT();
  // Named after the saved technician: after Save, conform starts the form again from what was saved.
  const assign = useForm({
    id: `assign-${bookingId}-${technicianId ?? "nobody"}`,
    fields: ["technicianId"],
    // On a page of many (the board) the answer names its booking; the booking's own page is the booking.
    answer: [undefined, String(bookingId)].includes(answer?.result.initialValue?.bookingId as string | undefined) ? answer : null,
    intent: "assign",
    defaultValue: { technicianId: String(technicianId ?? "") },
  });
  const sending = useIsPending({ intent: "assign" });
  const navigation = useNavigation();
  const pending = sending && navigation.formData?.get("bookingId") === String(bookingId);
  const hydrated = useHydrated();
  const back = returnTo && hydrated ? returnTo.split("#")[0] : returnTo;
  return (
    <Form key={assign.form.id} method="post" {...assign.form} preventScrollReset className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="bookingId" value={bookingId} />
      {back ? <input type="hidden" name="returnTo" value={back} /> : null}
      <div className="w-full empty:hidden">
        <ErrorSummary {...assign.summary} />
      </div>
      <div className="min-w-40 flex-1">
        <Field label={label ?? t("desk.assignedTo")} field={assign.fields.technicianId}>
          <TechnicianSelect field={assign.fields.technicianId} technicians={technicians} none={t("desk.nobodyYet")} />
        </Field>
      </div>
      <SubmitButton pending={pending}>{t("desk.save")}</SubmitButton>
    </Form>
  );
}
