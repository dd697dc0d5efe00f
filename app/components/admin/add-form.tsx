import { Form } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { useResetAfterSuccess } from "~/lib/forms/use-reset-after-success";

/**
 * A form-settings "add" form. With JavaScript the add button stays disabled while a required
 * field is empty (SPEC.md section 5); without it the button works and the server says what is
 * missing. It starts empty again after each successful add.
 */
export function AddForm({ submitLabel, children }: { submitLabel: string; children: ReactNode }) {
  // Enabled in the server's HTML: a browser without JavaScript must be able to submit.
  const [complete, setComplete] = useState(true);
  const check = () => {
    const required = form.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("[required]") ?? [];
    setComplete(Array.from(required).every((field) => field.value.trim() !== ""));
  };
  const form = useResetAfterSuccess(check);
  useEffect(check, []);
  return (
    <Form ref={form} method="post" onInput={check} className="flex flex-wrap items-start gap-3">
      <input type="hidden" name="intent" value="add" />
      {children}
      <Button type="submit" disabled={!complete} className="mt-7">
        {submitLabel}
      </Button>
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

