// Paying for a maintenance plan by UPI: the link and its QR, on the booking's page and
// the plan's own page. Without the business's UPI details, the text above it says what is due.
import { buttonClass } from "~/components/ui/button";
import { useT } from "~/lib/i18n/i18n";

export function PlanPayment({ amount, upi }: { amount: string; upi: { link: string; qr: string } | null }) {
  const t = useT();
  if (!upi) return null;
  return (
    <div className="space-y-3">
      <a href={upi.link} className={buttonClass({ variant: "success", size: "lg", className: "w-full" })}>
        {t("plan.payWithUpi", { amount })}
      </a>
      <div
        role="img"
        aria-label={t("plan.payWithUpi", { amount })}
        data-upi-qr=""
        className="w-48 bg-white [&>svg]:h-auto [&>svg]:w-full"
        dangerouslySetInnerHTML={{ __html: upi.qr }}
      />
    </div>
  );
}
