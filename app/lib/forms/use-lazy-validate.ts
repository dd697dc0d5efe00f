import type { Submission } from "@conform-to/react";
import { useEffect, useState } from "react";

export type Validate<Output> = (formData: FormData) => Submission<Output, string[]>;

/**
 * A form's browser-side validation, loaded after the page is interactive so that zod and the
 * phone rules stay out of the first JavaScript a page downloads. Until it arrives (a few
 * milliseconds after hydration) a submit goes to the server, which validates with the same
 * schema anyway.
 */
export function useLazyValidate<Output>(load: () => Promise<Validate<Output>>, key: string): Validate<Output> | undefined {
  const [validate, setValidate] = useState<{ fn: Validate<Output> }>();
  useEffect(() => {
    let current = true;
    load().then(
      (fn) => current && setValidate({ fn }),
      (error) => console.warn("Form validation failed to load; the server validates instead.", error),
    );
    return () => {
      current = false;
    };
    // `load` is a new function each render; `key` says when the validation really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return validate?.fn;
}
