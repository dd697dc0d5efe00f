// The forms of a booking's page (route.tsx) that only it draws.
import { type getZodConstraint } from "@conform-to/zod/v4";
import { Form } from "react-router";

import { ErrorSummary, InputField, SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { useForm } from "~/components/forms/use-form";
import { type Answer } from "~/lib/forms/answer";
import { useT } from "~/lib/i18n/i18n";
import type { StaffBooking } from "~/models/bookings.server";

/** Staff correct the locality (a place we list is stored as the list writes it) and the address. */
export function PlaceForm({
  booking,
  answer,
  constraint,
}: {
  booking: Pick<StaffBooking, "id" | "locality" | "address" | "landmark" | "pin">;
  answer: Answer | undefined;
  constraint: ReturnType<typeof getZodConstraint>;
}) {
  const { form, summary, fields } = useForm({
    id: `place-${booking.locality}-${booking.address}-${booking.landmark}-${booking.pin}`.slice(0, 120),
    fields: ["locality", "address", "landmark", "pin"],
    answer,
    intent: "place",
    constraint,
    defaultValue: { locality: booking.locality, address: booking.address, landmark: booking.landmark, pin: booking.pin },
    schema: () => import("~/lib/schemas/booking").then((m) => m.placeCorrectionSchema),
  });
  const t = useT();
  return (
    <Form key={form.id} method="post" {...form} preventScrollReset className="mt-2 space-y-3">
      <input type="hidden" name="intent" value="place" />
      <ErrorSummary {...summary} />
      <InputField label={t("deskBooking.locality")} field={fields.locality} maxLength={100} />
      <InputField label={t("deskBooking.street")} field={fields.address} maxLength={200} />
      <InputField label={t("deskBooking.landmark")} field={fields.landmark} maxLength={100} />
      <div className="max-w-40">
        <InputField label={t("deskBooking.pin")} field={fields.pin} inputMode="numeric" maxLength={6} />
      </div>
      <SubmitButton pending={useIsPending({ intent: "place" })}>{t("desk.save")}</SubmitButton>
    </Form>
  );
}

/**
 * After a call (a lost phone, a link someone else has seen), the office kills the customer's link
 * and the view link: new ones are made, the customer's seen by nobody on the staff.
 */
export function ReissueLinkForm({ answer }: { answer: Answer | undefined }) {
  // With the connection cut the post says so here (the clientAction's answer), and nothing changed.
  const refused = answer?.intent === "reissue-link" ? answer.result.error?.[""]?.[0] : undefined;
  const t = useT();
  return (
    <details id="link" className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" open={refused !== undefined}>
      <summary className="cursor-pointer font-semibold text-slate-900">{t("deskReissue.reissue")}</summary>
      <Form method="post" preventScrollReset className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="reissue-link" />
        {refused ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {refused}
          </p>
        ) : null}
        <p className="text-sm text-slate-700">{t("deskReissue.reissueText")}</p>
        <SubmitButton pending={useIsPending({ intent: "reissue-link" })} variant="outline">
          {t("deskReissue.reissueButton")}
        </SubmitButton>
      </Form>
    </details>
  );
}

/** The owner erases the customer's personal data on their request by phone or e-mail, saying how they asked. */
export function EraseForm({ answer }: { answer: Answer | undefined }) {
  const { form, summary, fields } = useForm({
    id: "erase",
    fields: ["reason"],
    answer,
    intent: "erase",
    schema: () => import("~/lib/schemas/booking-triage").then((m) => m.eraseBookingSchema),
  });
  const t = useT();
  return (
    <details id="erase-data" className="scroll-mt-4 rounded-xl border border-red-200 bg-white p-4 shadow-sm" open={answer?.intent === "erase"}>
      <summary className="cursor-pointer font-semibold text-red-800">{t("deskErase.erase")}</summary>
      <Form method="post" {...form} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="erase" />
        <ErrorSummary {...summary} />
        <p className="text-sm text-slate-700">{t("deskErase.eraseText")}</p>
        <InputField label={t("deskErase.eraseHow")} field={fields.reason} maxLength={200} placeholder={t("deskErase.erasePlaceholder")} />
        <SubmitButton pending={useIsPending({ intent: "erase" })} variant="destructive">
          {t("deskErase.eraseButton")}
        </SubmitButton>
      </Form>
    </details>
  );
}
