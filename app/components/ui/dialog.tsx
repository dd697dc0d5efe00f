import { type ReactNode, useEffect, useId, useRef } from "react";

import { CloseIcon } from "~/components/ui/close-icon";
import { useT } from "~/lib/i18n/i18n";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
};

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page behind inert,
 * closes on Esc and returns focus to the element that opened it.
 */
export function Dialog({ open, onClose, title, description, children, className = "" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby={titleId}
      className={`m-auto w-[calc(100%-1.5rem)] max-w-lg rounded-2xl bg-white p-0 text-slate-800 shadow-2xl ${className}`}
    >
      {open ? (
        <div className="max-h-[90dvh] overflow-y-auto p-5 sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-xl font-bold text-slate-900">
                {title}
              </h2>
              {description ? <div className="mt-1 text-sm text-slate-600">{description}</div> : null}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label={t("common.close")}
              className="-mr-2 -mt-2 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <CloseIcon />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
