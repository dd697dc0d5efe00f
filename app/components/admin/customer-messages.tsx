// A booking's WhatsApp messages to the customer, with where each one is (queued, sent, delivered,
// read, failed with the reason, or not sent after STOP), and the customer's replies; a failed
// message tells staff to call. Never the messages' words: they carry the customer's own link.
import { formatIstDateTime } from "~/lib/time/ist";
import { messageLabel } from "~/messages/whatsapp";
import type { BookingMessage, BookingReply } from "~/models/customer-messages.server";

const STATE_LABELS: Record<BookingMessage["state"], string> = {
  queued: "Queued",
  sent: "Sent",
  delivered: "Delivered",
  read: "Read",
  failed: "Failed",
  stopped: "Not sent: the customer said STOP",
};

export function CustomerMessages({ messages, replies, optedOut }: { messages: BookingMessage[]; replies: BookingReply[]; optedOut: boolean }) {
  return (
    <section aria-labelledby="customer-messages" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id="customer-messages" className="font-semibold">
        WhatsApp to the customer
      </h3>
      {optedOut ? <p className="text-sm font-medium text-amber-900">This number said STOP: nothing more is sent to it.</p> : null}
      <ul className="divide-y divide-slate-100 text-sm">
        {messages.map((message) => (
          <li key={message.id} className="flex flex-wrap justify-between gap-2 py-2">
            <span>{messageLabel(message.kind)}</span>
            <span className={message.state === "failed" ? "font-semibold text-red-800" : "text-slate-700"}>
              {STATE_LABELS[message.state]}, {formatIstDateTime(message.at)}
              {message.state === "failed" ? `: ${message.error ?? "not delivered"}. Call the customer.` : ""}
            </span>
          </li>
        ))}
      </ul>
      {replies.length ? (
        <div>
          <h4 className="text-sm font-medium text-slate-800">The customer's replies</h4>
          <ul className="text-sm">
            {replies.map((reply) => (
              <li key={reply.id} className="py-1">
                <span className="text-slate-600">{formatIstDateTime(reply.at)}:</span> <span className="break-words">{reply.text}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
