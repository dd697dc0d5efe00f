// What a technician tapped with no signal (lib/field/tap-queue.ts), as his day and the job screen
// say it in his language: each tap waiting to be sent, and, once the signal returned, what was sent
// and what was not done (the booking changed meanwhile), until he dismisses it.
import type { QueuedTap, SentTap } from "~/lib/field/tap-queue";

/** The words, in his language: `{what}` is the tap as the page names it, `{step}` in waiting. */
export type TapWords = { waiting: string; sent: string; notDone: string; ok: string };

/** Taps waiting to be sent, each named by the page. */
export function WaitingTaps({ taps, words, name }: { taps: QueuedTap[]; words: TapWords; name: (tap: QueuedTap) => string }) {
  return taps.map((tap) => (
    <p key={tap.key} role="status" className="rounded-lg bg-amber-50 p-3 font-medium text-amber-900">
      ⏳ {words.waiting.replace("{step}", name(tap))}
    </p>
  ));
}

/** What the last sendings did, once the signal returned: sent, or not done and why. */
export function SentTaps({ sent, words, name, dismiss }: { sent: SentTap[]; words: TapWords; name: (tap: QueuedTap) => string; dismiss: () => void }) {
  if (sent.length === 0) return null;
  const refused = sent.some((tap) => !tap.recorded);
  return (
    <div
      role={refused ? "alert" : "status"}
      data-taps-sent=""
      className={`flex items-start gap-2 rounded-lg p-3 font-medium ${refused ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-900"}`}
    >
      <ul className="flex-1 space-y-1">
        {sent.map(({ tap, recorded }) => (
          <li key={tap.key}>{recorded ? `✓ ${words.sent.replace("{what}", name(tap))}` : `⚠ ${words.notDone.replace("{what}", name(tap))}`}</li>
        ))}
      </ul>
      <button type="button" onClick={dismiss} className="min-h-11 px-2 underline">
        {words.ok}
      </button>
    </div>
  );
}
