// The job screen's outcomes for a visit that cannot finish today, beside Work done: the customer
// not at home, waiting for a part, and the return visit booked on another day (moveVisit, the one
// way a visit moves). Each answers in the technician's language; a refusal is said at its field.
// Not at home and waiting for a part may be kept on his phone with no signal: each carries when he
// tapped it and is recorded then (lib/time/tapped-at.ts), once a visit day however often it arrives.
import * as z from "zod/mini";

import type { ActingAdmin } from "~/auth.server";
import { visitText } from "~/lib/booking/customer-text";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { serverTranslator } from "~/lib/i18n/messages.server";
import { tappedAtField } from "~/lib/schemas/fields";
import { moveVisitSchema, waitingPartSchema } from "~/lib/schemas/visit-schedule";
import * as clock from "~/lib/time/clock.server";
import { tappedAt } from "~/lib/time/tapped-at";
import type { StaffBooking } from "~/models/bookings.server";
import { timeSlotLabels } from "~/models/settings.server";
import { customerNotHome, moveVisit, waitForPart } from "~/models/visit-schedule.server";
import { intent, refusedBy } from "~/staff/action.server";
import { open } from "~/staff/booking-intents.server";

export function scheduleIntents(booking: StaffBooking, admin: ActingAdmin, here: string) {
  const t = serverTranslator(admin.language);
  return {
    "not-home": intent({
      capability: "visit.progress",
      schema: z.object({ tappedAt: tappedAtField }),
      handler: async ({ value }) => {
        const outcome = await customerNotHome(open(booking).id, admin.actor, tappedAt(value.tappedAt, clock.now()));
        if (outcome.status === "refused") return refusedBy(outcome);
        return redirectWithToast(`${here}#not-finishing`, { title: t("field.notHomeDone") });
      },
    }),
    "waiting-part": intent({
      capability: "bill.edit",
      schema: z.object({ ...waitingPartSchema.shape, tappedAt: tappedAtField }),
      handler: async ({ value }) => {
        const part = { name: value.part, pricePaise: value.price, hsn: value.hsn };
        const outcome = await waitForPart(open(booking).id, part, admin.actor, tappedAt(value.tappedAt, clock.now()));
        if (outcome.status === "refused") return refusedBy(outcome);
        return redirectWithToast(`${here}#not-finishing`, { title: t("field.waitingDone", { part: value.part }) });
      },
    }),
    "return-visit": intent({
      capability: "visit.return",
      schema: moveVisitSchema,
      handler: async ({ value }) => {
        const outcome = await moveVisit(open(booking).id, { visitDate: value.visitDate, timeSlot: value.timeSlot ?? "" }, admin.actor);
        if (outcome.status === "refused") return refusedBy(outcome);
        const slot = (await timeSlotLabels()).get(outcome.value.timeSlot);
        return redirectWithToast(`${here}#not-finishing`, { title: t("field.visitMoved", { visit: visitText(t, outcome.value.visitDate, slot) }) });
      },
    }),
  };
}
