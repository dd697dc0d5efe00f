// A booking's messages to the customer (WhatsApp, or push to their phone), with where each one is
// (queued, sent, delivered, read, failed with the reason, or not sent after STOP), and the
// customer's replies; a failed message tells staff to call. Never a template's words: they carry
// the customer's own link; a staff answer's own words are shown. Within 24 hours of the customer's
// last message the desk answers here in its own words (WhatsApp's customer service window).
import { Form } from "react-router";

import { ErrorSummary, InputField, SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { useForm } from "~/components/forms/use-form";
import type { Answer } from "~/lib/forms/answer";
import { formatIstDateTime } from "~/lib/time/ist";
import { messageLabel } from "~/messages/whatsapp";
import type { BookingMessage, BookingReply } from "~/models/customer-messages.server";

const STATE_LABELS: Record<BookingMessage["state"], string> = {
  queued: "Queued",
  sent: "Sent",
  delivered: "Delivered",
  read: "Read",
  failed: "Failed",
  stopped: "Not sent",
};

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
  return (
    <section
      id="customer-messages"
      aria-labelledby="customer-messages-heading"
      className="scroll-mt-4 space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id="customer-messages-heading" className="font-semibold">
        Messages to the customer
      </h3>
      {numberStopped ? (
        <p className="text-sm font-medium text-amber-900">This number said STOP: nothing more is sent to it until it writes START.</p>
      ) : bookingOff ? (
        <p className="text-sm font-medium text-amber-900">The customer switched this booking&rsquo;s messages off on its page.</p>
      ) : null}
      <ul className="divide-y divide-slate-100 text-sm">
        {messages.map((message) => (
          <li key={message.id} className="flex flex-wrap justify-between gap-2 py-2">
            <span>
              {messageLabel(message.kind)}
              <span className="text-slate-500"> · {message.channel === "push" ? "Push to their phone" : "WhatsApp"}</span>
              {message.answer ? <span className="block break-words whitespace-pre-wrap text-slate-700">&ldquo;{message.answer}&rdquo;</span> : null}
            </span>
            <span className={message.state === "failed" ? "font-semibold text-red-800" : "text-slate-700"}>
              {STATE_LABELS[message.state]}, {formatIstDateTime(message.at)}
              {message.state === "failed" ? `: ${message.error ?? "not delivered"}. Call the customer.` : ""}
              {message.state === "stopped" && message.error ? `: ${message.error}` : ""}
            </span>
          </li>
        ))}
      </ul>
      {replies.length ? (
        <div>
          <h4 className="text-sm font-medium text-slate-800">The customer&rsquo;s replies</h4>
          <ul className="text-sm">
            {replies.map((reply) => (
              <li key={reply.id} className="py-1">
                <span className="text-slate-600">{formatIstDateTime(reply.at)}:</span> <span className="break-words">{reply.text}</span>
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
  return (
    <Form method="post" {...form} preventScrollReset className="space-y-3 border-t border-slate-100 pt-3">
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="submissionId" value={submissionId} />
      <ErrorSummary {...summary} />
      <InputField
        label="Answer on WhatsApp"
        hint={`In your own words, until ${formatIstDateTime(until)} (24 hours after their last message); after that, call.`}
        field={fields.text}
        maxLength={1000}
      />
      <SubmitButton pending={useIsPending({ intent: "answer" })}>Send answer</SubmitButton>
    </Form>
  );
}

/**
 * Replies from this booking's number that answer no message of ours and could be about more than
 * one booking: the desk reads each and attaches it where it belongs (then "1" or "2" is theirs to act on).
 */
function WaitingReplies({ replies }: { replies: BookingReply[] }) {
  const attaching = useIsPending({ intent: "reply-attach" });
  return (
    <div className="space-y-2 rounded-lg bg-amber-50 p-3">
      <h4 className="text-sm font-medium text-amber-950">Replies from this number not attached to a booking</h4>
      <p className="text-sm text-amber-950">The number has more than one booking: attach a reply here only if it is about this one.</p>
      <ul className="space-y-2 text-sm">
        {replies.map((reply) => (
          <li key={reply.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <span className="text-slate-600">{formatIstDateTime(reply.at)}:</span> <span className="break-words">{reply.text}</span>
            </span>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="reply-attach" />
              <input type="hidden" name="replyId" value={reply.id} />
              <SubmitButton pending={attaching} variant="outline">
                Attach to this booking
              </SubmitButton>
            </Form>
          </li>
        ))}
      </ul>
    </div>
  );
}
