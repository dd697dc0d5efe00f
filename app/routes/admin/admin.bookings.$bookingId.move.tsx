import { type ActionFunctionArgs, Link, type LoaderFunctionArgs, type MetaFunction, useActionData, useLoaderData } from "react-router";

import { requireAdmin, requireDeskBookingFor } from "~/auth.server";
import { VisitMoveForm } from "~/components/admin/visit-move-form";
import { visitText } from "~/lib/booking/customer-text";
import { type Answer } from "~/lib/forms/answer";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { serverTranslator } from "~/lib/i18n/messages.server";
import { DAY_MISSING, moveVisitSchema } from "~/lib/schemas/visit-schedule";
import { timeSlotLabels } from "~/models/settings.server";
import { moveVisit, visitChoices } from "~/models/visit-schedule.server";
import { intent, refusedBy, staffAction } from "~/staff/action.server";
import { open } from "~/staff/booking-intents.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.words.title ?? "Move the visit" },
  { name: "robots", content: "noindex,nofollow" },
];

// The office moves any open visit to another day and slot (moveVisit, the one way a visit moves:
// the job screen's return visit is the same), from the booking's page and the board's card. Its
// words in the account's language; a plain form post, refused at its field.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, "visit.move");
  const booking = await requireDeskBookingFor(admin, params.bookingId);
  const t = serverTranslator(admin.language);
  const labels = await timeSlotLabels();
  const openVisit = booking.erased_at === null && booking.visit_date !== null && (booking.status === "pending" || booking.status === "confirmed");
  const choices = openVisit ? await visitChoices() : null;
  return {
    id: booking.id,
    words: {
      title: t("deskMove.title", { reference: booking.reference }),
      now: t("deskMove.now", { visit: visitText(t, booking.visit_date, labels.get(booking.time_slot)) }),
      back: t("deskMove.back"),
      closed: t("deskMove.closed"),
      move: { day: t("deskMove.day"), slot: t("deskMove.slot"), anyTime: t("form.anyTime"), full: t("deskMove.full"), submit: t("deskMove.submit") },
      dayMissing: t("deskMove.dayMissing"),
    },
    choices: choices && { ...choices, slots: choices.slots.map((slot) => ({ value: slot.value, label: t.text(slot.label) })) },
    defaultDay: booking.visit_date ?? "",
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  return staffAction(request, {
    scope: (admin) => requireDeskBookingFor(admin, params.bookingId),
    defaultIntent: "move",
    intents: (booking, admin) => ({
      move: intent({
        capability: "visit.move",
        schema: moveVisitSchema,
        handler: async ({ value }) => {
          const outcome = await moveVisit(open(booking).id, { visitDate: value.visitDate, timeSlot: value.timeSlot ?? "" }, admin.actor);
          if (outcome.status === "refused") return refusedBy(outcome);
          const t = serverTranslator(admin.language);
          const slot = (await timeSlotLabels()).get(outcome.value.timeSlot);
          return redirectWithToast(`/admin/bookings/${booking.id}`, { title: t("field.visitMoved", { visit: visitText(t, outcome.value.visitDate, slot) }) });
        },
      }),
    }),
  });
}

export default function MoveVisit() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  const errors = answer?.intent === "move" ? (answer.result.error ?? {}) : {};
  const say = (name: string) => (errors[name] ?? []).map((message) => (message === DAY_MISSING ? data.words.dayMissing : message));
  return (
    <div className="mx-auto max-w-md space-y-4 px-4 py-4">
      <Link to={`/admin/bookings/${data.id}`} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
        ← {data.words.back}
      </Link>
      <h1 className="text-xl font-bold text-slate-900">{data.words.title}</h1>
      <p className="text-slate-700">{data.words.now}</p>
      {data.choices ? (
        <VisitMoveForm
          intent="move"
          words={data.words.move}
          choices={data.choices}
          errors={{ form: say(""), visitDate: say("visitDate"), timeSlot: say("timeSlot") }}
          defaultDay={data.defaultDay}
        />
      ) : (
        <p className="rounded-lg bg-slate-50 p-3 text-slate-800">{data.words.closed}</p>
      )}
    </div>
  );
}
