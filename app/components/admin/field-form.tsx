// The parts of the technician's forms that his job screen and its photos page share: a refusal said
// at the form that sent it, and a photo's file input.
import { BODY_LIMITS } from "~/lib/http/body-limits";

/** A refusal said at the form that sent it: the server's words, already in the reader's language. */
export function Said({ messages }: { messages: readonly string[] }) {
  return messages.length ? (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
      {messages.join(" ")}
    </p>
  ) : null;
}

/**
 * A photo's file input: the phone's camera opens from it, with or without JavaScript. With it, a
 * photo over the limit the server takes (BODY_LIMITS.photo, refused unread) is refused here at once,
 * in the reader's words, before anything is sent or kept on the phone.
 */
export function PhotoInput({ tooLarge }: { tooLarge: string }) {
  return (
    <input
      name="photo"
      type="file"
      accept="image/*"
      capture="environment"
      required
      onChange={(event) => {
        const file = event.currentTarget.files?.[0];
        event.currentTarget.setCustomValidity(file && file.size > BODY_LIMITS.photo ? tooLarge : "");
      }}
      className="mt-1 block w-full text-base"
    />
  );
}
