import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BookingForm } from "~/components/booking/booking-form";
import { DEFAULT_SERVICE } from "~/content/booking";
import { readFormData } from "~/lib/forms/form-data.server";
import { pageMeta } from "~/lib/seo/meta";
import { BOOKING_FAILED_MESSAGE, parseBookingForm } from "~/lib/forms/validation.server";
import { getBookingOptions } from "~/models/booking-options.server";
import { createBooking } from "~/models/bookings.server";
import { business } from "~/content/business";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Book a Washing Machine Technician",
    description: `Book a washing machine repair technician in Bengaluru. We call you back ${business.callbackWithin}.`,
    path: "/book",
    noindex: true,
  });

function presetFrom(url: URL, name: string): string {
  const value = url.searchParams.get(name)?.trim() ?? "";
  return value.length <= 100 ? value : "";
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return {
    service: presetFrom(url, "service") || DEFAULT_SERVICE,
    brand: presetFrom(url, "brand"),
    submissionId: crypto.randomUUID(),
    ...(await getBookingOptions()),
  };
}

// The one place a booking is made: the /book page posts here without JavaScript
// (Post/Redirect/Get to the thank-you page) and the booking dialog posts here with
// via=dialog (answered with data, so the dialog can show its thank-you).
export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const { timeSlots } = await getBookingOptions();
  const submission = parseBookingForm(
    formData,
    timeSlots.map((slot) => slot.value),
  );
  const submissionId = String(formData.get("submissionId") ?? "");

  if (submission.status !== "success") {
    return data({ result: submission.reply(), submissionId }, { status: 400 });
  }
  try {
    await createBooking(submission.value);
  } catch (error) {
    console.error("Booking insert failed", error);
    return data({ result: submission.reply({ formErrors: [BOOKING_FAILED_MESSAGE] }), submissionId }, { status: 503 });
  }
  if (formData.get("via") === "dialog") {
    return { result: submission.reply(), submissionId };
  }
  return redirect("/book/thank-you", 303);
}

export default function BookPage() {
  const { service, brand, submissionId, timeSlots, services, popularLocalities, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const entered = actionData?.result.initialValue;

  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Book a Technician</h1>
      <p className="mt-2 text-slate-600">
        Tell us about your washing machine. Our technician calls you {business.callbackWithin} to confirm a visit.
      </p>
      <div className="mt-6 rounded-2xl border border-slate-200 p-5 shadow-sm">
        <BookingForm
          lastResult={actionData?.result}
          submissionId={typeof entered?.submissionId === "string" ? entered.submissionId : submissionId}
          service={typeof entered?.service === "string" ? entered.service : service}
          brand={typeof entered?.brand === "string" ? entered.brand : brand}
          timeSlots={timeSlots}
          services={services}
          popularLocalities={popularLocalities}
          constraint={constraint}
          submitting={navigation.state === "submitting"}
        />
      </div>
    </main>
  );
}
