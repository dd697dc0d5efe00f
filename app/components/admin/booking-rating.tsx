// The customer's rating on a booking's admin page: the stars and the comment (the customer's words,
// for staff only), "To call back" while the office is still to call, and the form on which the
// office records what it did (called, return visit booked, refunded). The record is audited
// without the comment's words.
import { Form } from "react-router";

import { ErrorSummary, SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { useForm } from "~/components/forms/use-form";
import { Badge } from "~/components/ui/badge";
import type { MessageId } from "~/content/messages/en";
import type { Answer } from "~/lib/forms/answer";
import { useT } from "~/lib/i18n/i18n";
import { FOLLOWUPS } from "~/lib/ratings/rating";

export type BookingRatingView = {
  stars: number;
  comment: string;
  ratedAt: string;
  toCallBack: boolean;
  /** What was done, when and by whom, in the reader's words; null until recorded. */
  done: string | null;
  mayFollowup: boolean;
};

export function BookingRating({ rating, answer }: { rating: BookingRatingView; answer: Answer | undefined }) {
  const t = useT();
  const pending = useIsPending({ intent: "rating-followup" });
  const { form, summary, fields } = useForm({ id: "rating-followup", fields: ["followup"], answer, intent: "rating-followup" });
  return (
    <section id="rating" aria-labelledby="rating-heading" className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="rating-heading" className="font-semibold">
          {t("ratings.heading")}
        </h3>
        {rating.toCallBack ? <Badge tone="danger">{t("ratings.callBack")}</Badge> : null}
      </div>
      <p className="mt-2 text-lg font-semibold text-slate-900">
        <span aria-hidden="true" className="text-amber-500">
          {"★".repeat(rating.stars)}
        </span>{" "}
        {t("ratings.starsOf", { stars: rating.stars })}
      </p>
      <p className="text-sm text-slate-600">{t("ratings.ratedOn", { date: rating.ratedAt })}</p>
      <h4 className="mt-3 text-sm font-medium text-slate-600">{t("ratings.comment")}</h4>
      <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{rating.comment || t("ratings.noComment")}</p>
      {rating.done ? <p className="mt-3 font-medium text-emerald-900">{rating.done}</p> : null}
      {rating.mayFollowup ? (
        <Form method="post" {...form} preventScrollReset className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="rating-followup" />
          <ErrorSummary {...summary} />
          <fieldset id={fields.followup.id} className="space-y-1">
            <legend className="text-sm font-medium text-slate-800">{t("ratings.followup")}</legend>
            {FOLLOWUPS.map((followup) => (
              <label key={followup} className="flex min-h-11 items-center gap-3">
                <input type="radio" name={fields.followup.name} value={followup} required className="size-5 shrink-0" />
                {t(`ratings.followup.${followup}` as MessageId)}
              </label>
            ))}
          </fieldset>
          <SubmitButton pending={pending} variant="outline">
            {t("ratings.followupSave")}
          </SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
