import type { ReactNode } from "react";

import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/lib/hooks/use-hydrated";

/** Opens the browser's print dialog (A4, or "Save as PDF" on a phone); without JavaScript the browser's own menu does it, so nothing is shown. */
export function PrintButton({ children }: { children: ReactNode }) {
  if (!useHydrated()) return null;
  return (
    <button type="button" onClick={() => window.print()} className={buttonClass({ variant: "default" })}>
      {children}
    </button>
  );
}
