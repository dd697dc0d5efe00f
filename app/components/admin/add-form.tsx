import { getZodConstraint } from "@conform-to/zod/v4";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, useActionData } from "react-router";

import { ErrorSummary, SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { type FieldMeta, useForm } from "~/components/forms/use-form";
import { Button } from "~/components/ui/button";
import type { Answer } from "~/lib/forms/answer";
import { formSettingsSchemas } from "~/lib/schemas/form-settings";

type AddFormProps<Name extends string> = {
  /** Which list: its schema (formSettingsSchemas), and the form's id. */
  list: keyof typeof formSettingsSchemas;
  fields: readonly Name[];
  submitLabel: string;
  children: (fields: Record<Name, FieldMeta>) => ReactNode;
};

/**
 * A Form Settings "add" form. With JavaScript the add button
 * stays disabled while a required field is empty; without it the button
 * works and the server says what is missing.
 */
export function AddForm<Name extends string>({ list, fields, submitLabel, children }: AddFormProps<Name>) {
  const schema = formSettingsSchemas[list];
  const {
    form,
    summary,
    fields: meta,
  } = useForm({
    id: list,
    fields,
    answer: useActionData<Answer>(),
    intent: "add",
    schema: async () => schema,
    constraint: getZodConstraint(schema),
  });
  const ref = useRef<HTMLFormElement>(null);
  // Enabled in the server's HTML: a browser without JavaScript must be able to submit.
  const [complete, setComplete] = useState(true);
  const pending = useIsPending({ intent: "add" });
  const check = () => {
    const required = ref.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("[required]") ?? [];
    setComplete(Array.from(required).every((field) => field.value.trim() !== ""));
  };
  useEffect(check, []);
  return (
    <Form
      method="post"
      {...form}
      ref={ref}
      onInput={check}
      // A successful add empties the form; the fields are empty once the event is handled.
      onReset={() => queueMicrotask(check)}
      className="flex flex-wrap items-start gap-3"
    >
      <input type="hidden" name="intent" value="add" />
      <div className="w-full empty:hidden">
        <ErrorSummary {...summary} />
      </div>
      {children(meta)}
      <SubmitButton pending={pending} disabled={!complete} className="mt-7">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}

/** Delete, toggle and the like: one button posting an intent for one row. */
export function RowAction({
  intent,
  id,
  label,
  children,
  variant = "outline",
}: {
  intent: string;
  id: number;
  label: string;
  children: ReactNode;
  variant?: "outline" | "destructive";
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant={variant} aria-label={label}>
        {children}
      </Button>
    </Form>
  );
}

/** A settings list: one row per entry, with its delete button at the end. */
export function SettingsRows<Item extends { id: number }>({
  items,
  name,
  children,
  actions,
  removeLabel = "Delete",
  removable = () => true,
}: {
  items: readonly Item[];
  /** What the delete button names, for screen readers. */
  name: (item: Item) => string;
  children: (item: Item) => ReactNode;
  /** Row buttons before Delete. */
  actions?: (item: Item) => ReactNode;
  removeLabel?: string;
  /** Whether the row offers its remove button (a plan already withdrawn does not). */
  removable?: (item: Item) => boolean;
}) {
  // A row action refused (a capacity out of range, a row deleted meanwhile) is answered at its row,
  // or above the list when the row is no longer there.
  const refused = rowRefusal(useActionData<Answer>());
  const atRow = refused && items.some((item) => String(item.id) === refused.id) ? refused : null;
  return (
    <div className="space-y-2">
      {refused && !atRow ? <RefusalMessage messages={refused.messages} /> : null}
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
            {children(item)}
            <span className="flex gap-2">
              {actions?.(item)}
              {removable(item) ? (
                <RowAction intent="delete" id={item.id} label={`${removeLabel} ${name(item)}`} variant="destructive">
                  {removeLabel}
                </RowAction>
              ) : null}
            </span>
            {atRow?.id === String(item.id) ? (
              <div className="w-full">
                <RefusalMessage messages={atRow.messages} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The row a refused row action named (every row form posts its id), and every message of the answer (the form's and its fields'). */
function rowRefusal(answer: Answer | undefined): { id: string | undefined; messages: string[] } | null {
  if (!answer || answer.intent === "add" || answer.result.status !== "error" || !answer.result.error) return null;
  const messages = Object.values(answer.result.error).flatMap((list) => list ?? []);
  if (!messages.length) return null;
  const id = answer.result.initialValue?.id;
  // A form of the page that is no row's (it posts no id) shows its own answer.
  if (id === undefined) return null;
  return { id: typeof id === "string" ? id : undefined, messages };
}

function RefusalMessage({ messages }: { messages: string[] }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm font-medium text-red-800">
      {messages.join(" ")}
    </p>
  );
}
