import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from "react";
import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";

import { controlProps, Field, inputClass } from "~/components/forms/fields";
import { useForm } from "~/components/forms/use-form";
import { CallToAction } from "~/components/sections/call-to-action";
import { Card, Section } from "~/components/sections/section";
import { Button } from "~/components/ui/button";
import { WarrantyRepairForm as RepairFormNow } from "~/components/warranty/warranty-repair-form";
import { OFFICIAL_SERVICE_CENTRES, WARRANTY_BRANDS, WARRANTY_REPAIR_SERVICE, type WarrantyBrand } from "~/content/warranty";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { LANGUAGES, type Locale, localeOf } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import { parseWarrantyCheck } from "~/lib/schemas/warranty";
import { pageMeta } from "~/lib/seo/meta";
import { addStructuredData, breadcrumbJsonLd } from "~/lib/seo/structured-data.server";
import * as clock from "~/lib/time/clock.server";
import { istDateString } from "~/lib/time/ist";
import { formatCalendarDate, oneYearAfter, parseIsoDate, type WarrantyStatus, warrantyStatus } from "~/lib/time/warranty";
import { bookingFormData } from "~/models/booking-options.server";
import { planOfReference } from "~/models/plan-cover.server";

export { keepDataAfterFailedPost as shouldRevalidate } from "~/lib/forms/revalidation";

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args.matches);
  return pageMeta(args, {
    title: t("warranty.metaTitle"),
    description: t("warranty.metaDescription"),
    keywords: ["washing machine warranty check", "LG warranty", "Samsung warranty", "IFB warranty", "Bosch warranty"],
    path: "/check-warranty",
  });
};

type CheckResult = { brand: WarrantyBrand; purchaseDate: string; status: WarrantyStatus };

// Without JavaScript the check is a GET form (?brand=&purchaseDate=) answered here at once;
// with JavaScript the same rule runs in the browser.
// The repair form (with the localities, the visit days and its own thank-you) only shows under an
// out-of-warranty result: the browser loads it then, not with the page (at most 100 KB
// of JavaScript per page). The server renders it at once, so that a result page works without
// JavaScript; hydration waits for the module where the server sent the form.
const WarrantyRepairForm = import.meta.env.SSR
  ? RepairFormNow
  : lazy(() => import("~/components/warranty/warranty-repair-form").then((m) => ({ default: m.WarrantyRepairForm })));

export async function loader({ request, params: route, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const locale = localeOf(route);
  addStructuredData(context, (siteUrl) => [
    breadcrumbJsonLd(siteUrl, locale, [{ name: serverTranslator(locale)("common.checkWarranty"), path: "/check-warranty" }]),
  ]);
  const today = istDateString(clock.now());
  const asked = params.has("brand") || params.has("purchaseDate");
  const submission = parseWarrantyCheck(params);
  const result: CheckResult | null =
    submission.status === "success" ? { ...submission.value, status: warrantyStatus(submission.value.purchaseDate, today) } : null;
  return {
    today,
    brand: params.get("brand")?.slice(0, 50) ?? "",
    // A date input shows only a real date; a mangled one is explained by its message instead.
    purchaseDate: parseIsoDate(params.get("purchaseDate") ?? "") ? params.get("purchaseDate")! : "",
    result,
    // What the check answered, as an action answers a form (no messages before it is asked).
    check: asked ? submission.reply() : null,
    // The repair form under an out-of-warranty result, answered here without JavaScript (with
    // it, the check runs in the browser and the form fetches this from /book).
    repairForm: result?.status === "out-of-warranty" ? await bookingFormData({ service: WARRANTY_REPAIR_SERVICE, brand: result.brand }) : null,
    // Our own maintenance plan, by the reference of a booking of the machine: never by a
    // phone number alone, which would tell anyone whether a number is our customer.
    plan: params.has("planRef") ? await planCheck(params, locale) : null,
    // A check's messages come with its answer; the repair form, drawn here, is the booking form and
    // its words come with it (fetched in the browser, it brings its own).
    messages:
      result?.status === "out-of-warranty"
        ? messagesFor(locale, "warranty", "form", "booking", "text.form", "text.booking", "text.warranty")
        : messagesFor(locale, ...(asked ? (["warranty", "text.warranty"] as const) : (["warranty"] as const))),
  };
}

/** "Under plan Care 12 until 28 November 2027", or none found, in the page's language. */
async function planCheck(params: URLSearchParams, locale: Locale) {
  const t = serverTranslator(locale);
  const reference = (params.get("planRef") ?? "").trim().toUpperCase().slice(0, 20);
  if (!reference) return { found: false, text: t("warranty.planAsk") };
  const plan = await planOfReference(reference);
  return plan
    ? { found: true, text: t("warranty.underPlan", { name: plan.name, date: formatCalendarDate(plan.endsOn, LANGUAGES[locale].tag) }) }
    : { found: false, text: t("warranty.noPlan") };
}

/** Our maintenance plan, checked alongside the maker's warranty: a GET form, answered by the loader. */
function PlanCheck({ answer }: { answer: { found: boolean; text: string } | null }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 pb-12">
      <Card>
        <h2 className="text-xl font-bold text-slate-900">{t("warranty.planTitle")}</h2>
        <p className="mt-2 text-slate-700">{t("warranty.planText")}</p>
        <form method="get" action={t.path("/check-warranty")} className="mt-4 flex flex-wrap items-end gap-4">
          <div>
            <label htmlFor="plan-ref" className="block text-sm font-medium text-slate-800">
              {t("warranty.planReference")}
            </label>
            <input id="plan-ref" name="planRef" maxLength={20} autoComplete="off" className={`mt-1.5 ${inputClass}`} />
          </div>
          <Button type="submit">{t("warranty.planCheck")}</Button>
        </form>
        {answer ? (
          <p role="status" className={`mt-4 rounded-lg p-3 font-semibold ${answer.found ? "bg-emerald-50 text-emerald-900" : "bg-slate-50 text-slate-800"}`}>
            {answer.text}
          </p>
        ) : null}
      </Card>
    </div>
  );
}

export default function CheckWarrantyPage() {
  const loaded = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const [brand, setBrand] = useState(loaded.brand);
  const [purchaseDate, setPurchaseDate] = useState(loaded.purchaseDate);
  const [result, setResult] = useState<CheckResult | null>(loaded.result);
  const [invoiceName, setInvoiceName] = useState("");
  const resultRef = useRef<HTMLDivElement>(null);
  const t = useT();
  // A GET form: without JavaScript the loader answers it; with it, the schema checks it in the browser.
  const { form, fields } = useForm({
    id: "warranty",
    fields: ["brand", "purchaseDate"],
    answer: loaded.check && { result: loaded.check },
    schema: () => import("~/lib/schemas/warranty").then((m) => m.warrantyCheckSchema),
  });

  // The check is a date comparison: answered at once, nothing leaves the browser (no staged wait).
  function check(event: FormEvent<HTMLFormElement>) {
    form.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    if (!brand || !purchaseDate) return;
    setResult({ brand: brand as WarrantyBrand, purchaseDate, status: warrantyStatus(purchaseDate, istDateString(new Date())) });
  }
  // The result takes the focus once shown, so a screen reader reads it and a phone scrolls to it.
  useEffect(() => {
    if (result && result !== loaded.result) resultRef.current?.focus();
  }, [result, loaded.result]);

  // Until React runs, the browser's `required` keeps the GET form honest.
  const canCheck = !hydrated || (brand !== "" && purchaseDate !== "");

  return (
    <main id="main">
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">{t("warranty.badge")}</p>
          <h1 className="mt-4 max-w-3xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{t("warranty.heading")}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{t("warranty.intro")}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 pb-12 lg:grid-cols-2">
        <Card>
          <h2 className="text-xl font-bold text-slate-900">{t("warranty.checker")}</h2>
          <form method="get" action={t.path("/check-warranty")} {...form} onSubmit={check} className="mt-4 space-y-4">
            <Field label={t("warranty.brand")} field={fields.brand}>
              <select
                {...controlProps(fields.brand)}
                required
                defaultValue={undefined}
                value={brand}
                onChange={(event) => setBrand(event.target.value)}
                className={inputClass}
              >
                <option value="">{t("warranty.selectBrand")}</option>
                {WARRANTY_BRANDS.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t("warranty.purchaseDate")} field={fields.purchaseDate}>
              <input
                {...controlProps(fields.purchaseDate)}
                type="date"
                required
                max={loaded.today}
                defaultValue={undefined}
                value={purchaseDate}
                onChange={(event) => setPurchaseDate(event.target.value)}
                className={inputClass}
              />
            </Field>
            <Button type="submit" variant="premium" size="lg" className="w-full" disabled={!canCheck}>
              {t("common.checkWarranty")}
            </Button>
          </form>

          {/* Outside the form and without a name: the invoice can never be submitted. */}
          <div className="mt-5 border-t border-slate-200 pt-4">
            <label htmlFor="warranty-invoice" className="block text-sm font-medium text-slate-800">
              {t("warranty.invoice")}
            </label>
            <input
              id="warranty-invoice"
              type="file"
              accept="image/*,application/pdf"
              onChange={(event) => setInvoiceName(event.target.files?.[0]?.name ?? "")}
              className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
            />
            <p className="mt-1.5 text-xs text-slate-500">{t("warranty.invoiceNote")}</p>
            {invoiceName ? <p className="mt-1 text-sm text-slate-600">{t("warranty.keepInvoice", { file: invoiceName })}</p> : null}
          </div>
        </Card>

        <div ref={resultRef} tabIndex={-1} aria-live="polite" className="outline-none">
          {result ? (
            <WarrantyResult result={result} loaded={loaded} />
          ) : (
            <Card className="bg-slate-50">
              <p className="text-slate-700">{t("warranty.resultHere")}</p>
            </Card>
          )}
        </div>
      </div>

      <PlanCheck answer={loaded.plan} />

      <Section title={t("warranty.howTitle")} muted>
        <ul className="grid gap-4 sm:grid-cols-3">
          {(["year", "in", "out"] as const).map((card) => (
            <li key={card}>
              <Card className="h-full">
                <h3 className="font-semibold text-slate-900">{t(`warranty.how.${card}.title`)}</h3>
                <p className="mt-2 text-slate-600">{t(`warranty.how.${card}.text`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction title={t("warranty.ctaTitle")} text={t("warranty.ctaText")} book={{ label: t("warranty.bookRepair"), service: "Repair Service" }} />
    </main>
  );
}

type LoadedCheck = ReturnType<typeof useLoaderData<typeof loader>>;

function WarrantyResult({ result, loaded }: { result: CheckResult; loaded: LoadedCheck }) {
  const t = useT();
  if (result.status === "future-date" || result.status === "invalid-date") {
    return (
      <Card>
        <div role="alert">
          <p className="text-lg font-semibold text-red-800">{t("warranty.checkDate")}</p>
          <p className="text-sm font-medium text-red-700">
            {result.status === "future-date" ? t("warranty.futureDate") : t.text("Enter the purchase date as a real date")}
          </p>
        </div>
      </Card>
    );
  }
  const inWarranty = result.status === "in-warranty";
  const language = LANGUAGES[t.locale].tag;
  const endDate = formatCalendarDate(oneYearAfter(result.purchaseDate), language);
  const centre = OFFICIAL_SERVICE_CENTRES[result.brand];
  return (
    <Card className={inWarranty ? "border-emerald-300" : "border-amber-300"}>
      <div role="status">
        <p className={`text-2xl font-bold ${inWarranty ? "text-emerald-800" : "text-amber-800"}`}>
          {inWarranty ? t("warranty.inWarranty") : t("warranty.outOfWarranty")}
        </p>
        <p className="mt-2 text-slate-700">
          {inWarranty
            ? t("warranty.coveredUntil", { brand: result.brand, bought: formatCalendarDate(result.purchaseDate, language), end: endDate })
            : t("warranty.ended", { brand: result.brand, end: endDate })}
        </p>
      </div>
      {centre ? (
        <a href={centre} target="_blank" rel="noopener noreferrer" className="mt-3 inline-block font-semibold text-brand-700 underline">
          {t("warranty.officialCentre", { brand: result.brand })}
        </a>
      ) : null}
      {inWarranty ? null : (
        <div className="mt-6 border-t border-slate-200 pt-5">
          <h3 className="mb-4 text-xl font-bold text-slate-900">{t("warranty.bookRepair")}</h3>
          <Suspense fallback={<p className="text-slate-600">{t("warranty.loadingForm")}</p>}>
            <WarrantyRepairForm key={result.brand} brand={result.brand} form={loaded.result?.brand === result.brand ? loaded.repairForm : null} />
          </Suspense>
        </div>
      )}
    </Card>
  );
}
