// The job screen's taps kept on the phone with no signal (lib/field/tap-queue.ts), said in the
// section they belong to: waiting to be sent, or refused when they arrived (the visit changed
// meanwhile), until he dismisses it.
import { dismissRefusedTap } from "~/lib/field/tap-queue";

export type KeptText = { key: string; text: string };

/** Taps of one section kept on the phone: waiting, and refused when they arrived. */
export function KeptHere({ waiting, refused, ok }: { waiting: KeptText[]; refused: KeptText[]; ok: string }) {
  if (waiting.length === 0 && refused.length === 0) return null;
  return (
    <div className="space-y-2">
      {waiting.map((tap) => (
        <p key={tap.key} role="status" className="rounded-lg bg-amber-50 p-3 font-medium text-amber-900">
          ⏳ {tap.text}
        </p>
      ))}
      {refused.map((tap) => (
        <div key={tap.key} role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          <p className="flex-1">⚠ {tap.text}</p>
          <button type="button" onClick={() => dismissRefusedTap(tap.key)} className="min-h-11 px-2 underline">
            {ok}
          </button>
        </div>
      ))}
    </div>
  );
}
