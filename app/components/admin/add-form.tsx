import { Form } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { SubmitButton } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { useIsPending, type useForm } from "~/components/forms/use-form";

/**
 * A form-settings "add" form (useForm's `form`). With JavaScript the add button stays disabled
 * while a required field is empty (SPEC.md section 5); without it the button works and the
 * server says what is missing.
 */
export function AddForm({ form, submitLabel, children }: { form: ReturnType<typeof useForm>["form"]; submitLabel: string; children: ReactNode }) {
  // Enabled in the server's HTML: a browser without JavaScript must be able to submit.
  const [complete, setComplete] = useState(true);
  const pending = useIsPending({ intent: "add" });
  const check = () => {
    const required = form.ref.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("[required]") ?? [];
    setComplete(Array.from(required).every((field) => field.value.trim() !== ""));
  };
  useEffect(check, []);
  return (
    <Form
      method="post"
      {...form}
      onInput={(event) => (form.onInput(event), check())}
      // A successful add empties the form (useForm); the fields are empty once the event is handled.
      onReset={() => queueMicrotask(check)}
      className="flex flex-wrap items-start gap-3"
    >
      <input type="hidden" name="intent" value="add" />
      {children}
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
