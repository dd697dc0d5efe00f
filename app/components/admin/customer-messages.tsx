// A booking's messages to the customer (WhatsApp, or push to their phone), with where each one is
// (queued, sent, delivered, read, failed with the reason, or not sent after STOP), and the
// customer's replies; a failed message tells staff to call. Never a template's words: they carry
// the customer's own link; a staff answer's own words are shown. Within 24 hours of the customer's
// last message the desk answers here in its own words (WhatsApp's customer service window).
import { Form } from "react-router";

import { ErrorSummary, InputField, SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { useForm } from "~/components/forms/use-form";
import { type MessageId } from "~/content/messages/en";
import type { Answer } from "~/lib/forms/answer";
import { useAccountTag, useT } from "~/lib/i18n/i18n";
import { formatIstDateTime } from "~/lib/time/ist";
import type { BookingMessage, BookingReply } from "~/models/customer-messages.server";

export function CustomerMessages({
  messages,
  replies,
  numberStopped,
  bookingOff,
  waiting,
  answerUntil,
  answerSubmissionId,
  answer,
}: {
  messages: BookingMessage[];
  replies: BookingReply[];
  numberStopped: boolean;
  bookingOff: boolean;
  waiting: BookingReply[];
  answerUntil: string | null;
  answerSubmissionId: string;
  answer: Answer | undefined;
}) {
  const t = useT();
  const tag = useAccountTag();
  const when = (iso: string) => formatIstDateTime(iso, tag);
  // A stored kind in words (a kind no longer sent reads as itself).
  const kindLabel = (kind: string) => (t.has(`deskMessages.kind.${kind}` as MessageId) ? t(`deskMessages.kind.${kind}` as MessageId) : kind);
  return (
    <section
      id="customer-messages"
      aria-labelledby="customer-messages-heading"
      className="scroll-mt-4 space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id="customer-messages-heading" className="font-semibold">
        {t("deskMessages.messages")}
      </h3>
      {numberStopped ? (
        <p className="text-sm font-medium text-amber-900">{t("deskMessages.stopped")}</p>
      ) : bookingOff ? (
        <p className="text-sm font-medium text-amber-900">{t("deskMessages.messagesOff")}</p>
      ) : null}
      <ul className="divide-y divide-slate-100 text-sm">
        {messages.map((message) => (
          <li key={message.id} className="flex flex-wrap justify-between gap-2 py-2">
            <span>
              {kindLabel(message.kind)}
              <span className="text-slate-500"> · {message.channel === "push" ? t("deskMessages.push") : t("desk.whatsapp")}</span>
              {message.answer ? <span className="block break-words whitespace-pre-wrap text-slate-700">&ldquo;{message.answer}&rdquo;</span> : null}
            </span>
            <span className={message.state === "failed" ? "font-semibold text-red-800" : "text-slate-700"}>
              {t(`deskMessages.state.${message.state}`)}, {when(message.at)}
              {message.state === "failed" ? t("deskMessages.failedCall", { error: message.error ?? t("deskMessages.notDelivered") }) : ""}
              {message.state === "stopped" && message.error ? `: ${message.error}` : ""}
            </span>
          </li>
        ))}
      </ul>
      {replies.length ? (
        <div>
          <h4 className="text-sm font-medium text-slate-800">{t("deskMessages.replies")}</h4>
          <ul className="text-sm">
            {replies.map((reply) => (
              <li key={reply.id} className="py-1">
                <span className="text-slate-600">{when(reply.at)}:</span> <span className="break-words">{reply.text}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {waiting.length ? <WaitingReplies replies={waiting} /> : null}
      {answerUntil ? <AnswerForm until={answerUntil} submissionId={answerSubmissionId} answer={answer} /> : null}
    </section>
  );
}

function AnswerForm({ until, submissionId, answer }: { until: string; submissionId: string; answer: Answer | undefined }) {
  const { form, summary, fields } = useForm({
    id: `answer-${submissionId}`,
    fields: ["text"],
    answer,
    intent: "answer",
    schema: () => import("~/lib/schemas/booking-triage").then((m) => m.customerAnswerSchema),
  });
  const t = useT();
  return (
    <Form method="post" {...form} preventScrollReset className="space-y-3 border-t border-slate-100 pt-3">
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="submissionId" value={submissionId} />
      <ErrorSummary {...summary} />
      <InputField
        label={t("deskMessages.answer")}
        hint={t("deskMessages.answerHint", { at: formatIstDateTime(until, useAccountTag()) })}
        field={fields.text}
        maxLength={1000}
      />
      <SubmitButton pending={useIsPending({ intent: "answer" })}>{t("deskMessages.sendAnswer")}</SubmitButton>
    </Form>
  );
}

/**
 * Replies from this booking's number that answer no message of ours and could be about more than
 * one booking: the desk reads each and attaches it where it belongs (then "1" or "2" is theirs to act on).
 */
function WaitingReplies({ replies }: { replies: BookingReply[] }) {
  const attaching = useIsPending({ intent: "reply-attach" });
  const t = useT();
  const tag = useAccountTag();
  return (
    <div className="space-y-2 rounded-lg bg-amber-50 p-3">
      <h4 className="text-sm font-medium text-amber-950">{t("deskMessages.waiting")}</h4>
      <p className="text-sm text-amber-950">{t("deskMessages.waitingText")}</p>
      <ul className="space-y-2 text-sm">
        {replies.map((reply) => (
          <li key={reply.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <span className="text-slate-600">{formatIstDateTime(reply.at, tag)}:</span> <span className="break-words">{reply.text}</span>
            </span>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="reply-attach" />
              <input type="hidden" name="replyId" value={reply.id} />
              <SubmitButton pending={attaching} variant="outline">
                {t("deskMessages.attach")}
              </SubmitButton>
            </Form>
          </li>
        ))}
      </ul>
    </div>
  );
}
