import { useActionData, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * A ref for a form that empties once a post from this page has succeeded. With JavaScript
 * Remix keeps the page, and a success is a redirect: a new location and no action data. A
 * failed post leaves the form alone, so nothing typed while the answer was on its way is lost.
 * (Without JavaScript every answer is a new page, and this never runs.)
 */
export function useResetAfterSuccess(onReset?: () => void) {
  const form = useRef<HTMLFormElement>(null);
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
  return form;
}
