import { useActionData, useLocation, useNavigation } from "@remix-run/react";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import type { ZodMiniType as ZodType } from "zod/mini";

import { useHydrated } from "~/lib/hooks/use-hydrated";

/**
 * What an action answers about a refused form: conform's `submission.reply()` on the server. The
 * messages are by field name, "" holding the form's own; `initialValue` is what was sent.
 */
export type FormResult = {
  status?: "success" | "error";
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null | undefined> | null;
};

type Validate = (formData: FormData) => { status?: "success" | "error"; error?: FormResult["error"] };

/** What one field shows: the ids that tie its label and messages to it, its messages and its first value. */
export type FieldMeta = {
  id: string;
  name: string;
  errorId: string;
  errors: string[] | undefined;
  /** What the visitor sent last time (a page re-rendered after a refused post), else the form's default. */
  defaultValue: string | undefined;
  required: boolean | undefined;
};

type UseFormOptions<Name extends string> = {
  /** The form's id; field ids are `${id}-${name}`, message ids `${fieldId}-error`, the form's `${id}-error`. */
  id: string;
  /** The fields shown, in page order: the first one with a message takes the focus. */
  fields: readonly Name[];
  /** The action's answer, with JavaScript or in a page re-rendered after a plain post. */
  lastResult?: FormResult | null;
  /**
   * Loads the form's zod schema, the one the action parses with. It is fetched when the visitor
   * first touches the form, so a page nobody fills in downloads no validation code; until it
   * arrives the server checks alone.
   */
  schema?: () => Promise<ZodType>;
  /** Which fields are required (conform's getZodConstraint, computed by the loader). */
  constraint?: Readonly<Record<string, { required?: boolean }>>;
  defaultValue?: Partial<Record<Name, string>>;
};

/**
 * How the public forms and the admin's note and technician forms show their messages (the other
 * admin forms use useAdminForm, on conform's own useForm, with the same answer). The server always validates
 * (conform's parseWithZod in the action) and answers a refused post with the messages and what
 * was typed; the browser runs the same schema on submit (the first wrong field takes the focus,
 * nothing is sent) and again on every input once checked. Inputs stay uncontrolled, so nothing
 * typed is lost while an answer is on its way; after a successful post (a new location and no
 * action data) the form empties, ready for the next entry.
 */
export function useForm<Name extends string>({ id, fields, lastResult = null, schema, constraint, defaultValue }: UseFormOptions<Name>) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLFormElement>(null);
  // The values a form starts from are fixed when it mounts, or when its id changes (a form named
  // after what it saved starts again from that): in between, the inputs hold what is typed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initialValue = useMemo<Record<string, unknown>>(() => lastResult?.initialValue ?? defaultValue ?? {}, [id]);
  const [check, setCheck] = useState<Validate>();
  // The browser's own check replaces the server's messages until the server answers again.
  const [checked, setChecked] = useState<{ answer: FormResult | null; errors: NonNullable<FormResult["error"]> } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const errors = checked && checked.answer === lastResult ? checked.errors : (lastResult?.error ?? {});
  const fieldId = (name: string) => `${id}-${name}`;

  function focusFirstInvalid(found: NonNullable<FormResult["error"]>) {
    const first = fields.find((name) => found[name]?.length);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  // A refused post answered in place (JavaScript on) moves the focus to the summary at the top of
  // the form, which says what went wrong and links to each field concerned.
  const reported = useRef(lastResult);
  useEffect(() => {
    if (lastResult === reported.current) return;
    reported.current = lastResult;
    if (lastResult?.status === "error" && lastResult.error) {
      const summary = document.getElementById(`${id}-error`);
      if (summary) {
        summary.focus();
        summary.scrollIntoView({ block: "start" });
      } else focusFirstInvalid(lastResult.error);
    }
    // Runs for a new answer only; the field list is fixed per form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastResult]);

  useResetAfterSuccess(() => ref.current?.reset());

  const loading = useRef(false);
  function loadValidation() {
    if (!schema || loading.current) return;
    loading.current = true;
    Promise.all([schema(), import("@conform-to/zod/v4")]).then(
      ([loaded, { parseWithZod }]) => setCheck(() => (formData: FormData) => parseWithZod(formData, { schema: loaded })),
      (error) => console.warn("Form validation failed to load; the server validates instead.", error),
    );
  }

  function errorsIn(form: HTMLFormElement) {
    if (!check) return null;
    const found = check(new FormData(form)).error;
    return found && Object.values(found).some((messages) => messages?.length) ? found : null;
  }

  /** Checks again once the form was sent; for a control that changes without an input event. */
  function revalidate() {
    if (!check || !ref.current || !(submitted || lastResult)) return;
    setChecked({ answer: lastResult, errors: errorsIn(ref.current) ?? {} });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setSubmitted(true);
    // Until the schema has loaded, the server checks alone.
    if (!check) return;
    const found = errorsIn(event.currentTarget);
    setChecked({ answer: lastResult, errors: found ?? {} });
    if (found) {
      event.preventDefault();
      focusFirstInvalid(found);
    }
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    // Only named controls are the form's data (not, say, the locality picker's search box).
    if ((event.target as Partial<HTMLInputElement>).name) revalidate();
  }

  const formErrors = errors[""]?.length ? errors[""] : undefined;

  function field(name: Name): FieldMeta {
    const messages = errors[name];
    const value = initialValue[name];
    return {
      id: fieldId(name),
      name,
      errorId: `${fieldId(name)}-error`,
      errors: messages?.length ? messages : undefined,
      defaultValue: typeof value === "string" ? value : undefined,
      required: constraint?.[name]?.required || undefined,
    };
  }

  return {
    /** Spread on the <form>: once hydrated, these messages replace the browser's own bubbles. */
    form: {
      id,
      ref,
      noValidate: hydrated && schema !== undefined,
      onSubmit,
      onInput,
      onFocus: loadValidation,
      "aria-describedby": formErrors ? `${id}-error` : undefined,
    },
    /** For <ErrorSummary>: messages about the whole form (a failed save), then each field's, linked to it. */
    summary: {
      id: `${id}-error`,
      errors: formErrors,
      fields: fields.flatMap((name) => (errors[name]?.length ? [{ id: fieldId(name), messages: errors[name]! }] : [])),
    },
    fields: Object.fromEntries(fields.map((name) => [name, field(name)])) as Record<Name, FieldMeta>,
    revalidate,
  };
}

/** After a successful post Remix keeps the page: `reset` empties the form. A refused post leaves it alone. */
export function useResetAfterSuccess(reset: () => void) {
  const { key } = useLocation();
  const refused = useActionData() !== undefined;
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    if (!refused) reset();
  });
}

/** True while this page's form posting to `formAction` (and, if given, with this intent) is on its way. */
export function useIsPending({ formAction, intent }: { formAction?: string; intent?: string } = {}): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== "submitting") return false;
  const action = formAction ?? location.pathname;
  return navigation.formAction === action && (intent === undefined || navigation.formData?.get("intent") === intent);
}
