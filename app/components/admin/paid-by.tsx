/** How the customer paid: a large choice for a thumb, cash or UPI, as the payment screen and the job screen ask it. */
export function PaidBy({ name, legend, labels, checked }: { name: string; legend: string; labels: Record<"upi" | "cash", string>; checked: "upi" | "cash" }) {
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {(["upi", "cash"] as const).map((method) => (
          <label
            key={method}
            className="flex min-h-12 items-center gap-2 rounded-lg border border-slate-300 px-3 font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input type="radio" name={name} value={method} defaultChecked={checked === method} className="h-5 w-5" />
            {labels[method]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A form's class that hides its `data-utr` field while Cash is chosen: cash has no UTR (CSS, so it works without script too). */
export const HIDE_UTR_FOR_CASH = "[&:has([value=cash]:checked)_[data-utr]]:hidden";
