// The forms of a booking's page (route.tsx) that only it draws.
import { type getZodConstraint } from "@conform-to/zod/v4";
import { Form } from "react-router";

import { ErrorSummary, InputField, SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { useForm } from "~/components/forms/use-form";
import { type Answer } from "~/lib/forms/answer";
import type { StaffBooking } from "~/models/bookings.server";

/** Staff correct the locality (a place we list is stored as the list writes it) and the address. */
export function PlaceForm({
  booking,
  answer,
  constraint,
}: {
  booking: StaffBooking;
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
  return (
    <Form key={form.id} method="post" {...form} preventScrollReset className="mt-2 space-y-3">
      <input type="hidden" name="intent" value="place" />
      <ErrorSummary {...summary} />
      <InputField label="Locality" field={fields.locality} maxLength={100} />
      <InputField label="House or flat, street" field={fields.address} maxLength={200} />
      <InputField label="Landmark" field={fields.landmark} maxLength={100} />
      <div className="max-w-40">
        <InputField label="PIN code" field={fields.pin} inputMode="numeric" maxLength={6} />
      </div>
      <SubmitButton pending={useIsPending({ intent: "place" })}>Save</SubmitButton>
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
  return (
    <details id="link" className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" open={refused !== undefined}>
      <summary className="cursor-pointer font-semibold text-slate-900">Reissue the customer&rsquo;s link</summary>
      <Form method="post" preventScrollReset className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="reissue-link" />
        {refused ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {refused}
          </p>
        ) : null}
        <p className="text-sm text-slate-700">
          When the customer calls to say someone else has their booking&rsquo;s link. Their old link, and any view link shared before, stop working at once; the
          new one is seen by nobody on the staff. Share the booking again on WhatsApp to send a new view link.
        </p>
        <SubmitButton pending={useIsPending({ intent: "reissue-link" })} variant="outline">
          Reissue the link
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
  return (
    <details id="erase-data" className="scroll-mt-4 rounded-xl border border-red-200 bg-white p-4 shadow-sm" open={answer?.intent === "erase"}>
      <summary className="cursor-pointer font-semibold text-red-800">Erase the customer&rsquo;s personal data</summary>
      <Form method="post" {...form} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="erase" />
        <ErrorSummary {...summary} />
        <p className="text-sm text-slate-700">
          For a request by phone or e-mail (the customer can also do it on their booking&rsquo;s page). The name, phone, address, problem and notes are replaced
          by &ldquo;Erased&rdquo;; an issued invoice keeps its number, date and amounts. This cannot be undone.
        </p>
        <InputField label="How did the customer ask?" field={fields.reason} maxLength={200} placeholder="e.g. Phoned on 26 Nov, confirmed the reference" />
        <SubmitButton pending={useIsPending({ intent: "erase" })} variant="destructive">
          Erase personal data
        </SubmitButton>
      </Form>
    </details>
  );
}
