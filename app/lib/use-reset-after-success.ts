import { useActionData, useLocation } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";

/**
 * Empties a form once a post from this page has succeeded. With JavaScript Remix keeps the
 * page, and a success is a redirect: a new location and no action data. A failed post leaves
 * the form alone, so nothing typed while the answer was on its way is lost. (Without
 * JavaScript every answer is a new page, and this never runs.)
 */
export function useResetAfterSuccess(form: RefObject<HTMLFormElement | null>, onReset?: () => void): void {
  const { key } = useLocation();
  const failed = useActionData() !== undefined;
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    if (failed) return;
    form.current?.reset();
    onReset?.();
  });
}
