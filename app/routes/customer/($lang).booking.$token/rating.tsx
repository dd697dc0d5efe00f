// "How was the visit?" on the customer's page of a booking (route.tsx): five stars as radio buttons
// in a fieldset (the keyboard's arrows move between them, and it posts without JavaScript) and an
// optional comment. After rating, every customer reads the same thanks and, when the business has
// a review page, the same link to it, whatever the stars: no review is asked only of the happy.
import { Form } from "react-router";

import { ErrorSummary, inputClass, SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { useForm } from "~/components/forms/use-form";
import { buttonClass } from "~/components/ui/button";
import type { MessageId } from "~/content/messages/en";
import type { Answer } from "~/lib/forms/answer";
import { useT } from "~/lib/i18n/i18n";
import { COMMENT_MAX, STARS } from "~/lib/ratings/rating";

export type RatingView = {
  given: { stars: number; comment: string } | null;
  changeable: boolean;
  until: string | null;
  review: string | null;
};

export function RatingSection({ rating, answer }: { rating: RatingView; answer: Answer | undefined }) {
  const t = useT();
  const { given } = rating;
  return (
    <section id="rating" aria-labelledby="rating-heading" className="scroll-mt-20 space-y-3 rounded-2xl border border-slate-200 p-5">
      <h2 id="rating-heading" className="text-lg font-semibold text-slate-900">
        {t("rating.heading")}
      </h2>
      {given ? (
        <>
          <p className="font-semibold text-slate-900">{t("rating.yours", { stars: given.stars })}</p>
          {given.comment ? <p className="whitespace-pre-wrap break-words text-slate-700">{given.comment}</p> : null}
          <p className="text-slate-800">{t("rating.thanks")}</p>
          {rating.review ? (
            <>
              <p className="text-slate-800">{t("rating.reviewAsk")}</p>
              <a href={rating.review} rel="noopener" className={buttonClass({ variant: "outline" })} data-review-link>
                {t("rating.reviewLink")}
              </a>
            </>
          ) : null}
          {rating.changeable ? (
            <details open={answer?.intent === "rate"}>
              <summary className="min-h-11 cursor-pointer py-2 font-medium text-slate-900">{t("rating.change")}</summary>
              {rating.until ? <p className="text-sm text-slate-600">{t("rating.changeUntil", { date: rating.until })}</p> : null}
              <RatingForm given={given} answer={answer} />
            </details>
          ) : null}
        </>
      ) : (
        <RatingForm given={null} answer={answer} />
      )}
    </section>
  );
}

function RatingForm({ given, answer }: { given: RatingView["given"]; answer: Answer | undefined }) {
  const t = useT();
  const pending = useIsPending({ intent: "rate" });
  const { form, summary, fields } = useForm({
    // Named after the rating as saved: after a change the form starts again from it.
    id: `rate-${given?.stars ?? 0}`,
    fields: ["stars", "comment"],
    answer,
    intent: "rate",
    defaultValue: given ? { stars: String(given.stars), comment: given.comment } : undefined,
  });
  const stars = fields.stars;
  return (
    <Form key={form.id} method="post" {...form} className="mt-3 space-y-4">
      <input type="hidden" name="intent" value="rate" />
      <ErrorSummary {...summary} />
      <fieldset id={stars.id} aria-describedby={stars.errors ? stars.errorId : undefined} className="space-y-1">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t("rating.stars")}</legend>
        {STARS.map((star) => (
          <label key={star} className="flex min-h-11 items-center gap-3 text-slate-900">
            <input type="radio" name={stars.name} value={star} required defaultChecked={stars.defaultValue === String(star)} className="size-5 shrink-0" />
            <span>
              <span aria-hidden="true" className="text-amber-500">
                {"★".repeat(star)}
              </span>{" "}
              {t(`rating.star.${star}` as MessageId)}
            </span>
          </label>
        ))}
        {stars.errors ? (
          <p id={stars.errorId} className="text-sm font-medium text-red-700">
            {stars.errors.map(t.text).join(" ")}
          </p>
        ) : null}
      </fieldset>
      <div className="space-y-1.5">
        <label htmlFor={fields.comment.id} className="block text-sm font-medium text-slate-800">
          {t("rating.comment")}
        </label>
        <textarea
          id={fields.comment.id}
          name={fields.comment.name}
          defaultValue={fields.comment.defaultValue}
          maxLength={COMMENT_MAX}
          rows={3}
          aria-invalid={fields.comment.errors ? true : undefined}
          aria-describedby={[`${fields.comment.id}-hint`, fields.comment.errors ? fields.comment.errorId : ""].filter(Boolean).join(" ")}
          className={inputClass}
        />
        <p id={`${fields.comment.id}-hint`} className="text-xs text-slate-500">
          {t("rating.commentHint")}
        </p>
        {fields.comment.errors ? (
          <p id={fields.comment.errorId} className="text-sm font-medium text-red-700">
            {fields.comment.errors.map(t.text).join(" ")}
          </p>
        ) : null}
      </div>
      <SubmitButton pending={pending}>{t(given ? "rating.change" : "rating.submit")}</SubmitButton>
    </Form>
  );
}
