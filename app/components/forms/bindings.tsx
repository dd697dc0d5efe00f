import type { Submission } from "@conform-to/react";
import { type ComponentType, type FormEvent, useEffect, useState } from "react";

import type { FormResult } from "~/lib/forms/answer";

/** What a form shows and does: from conform once it checks in the browser, else from the server's last answer. */
export type FormState = {
  /** Each field's messages. */
  errors: Partial<Record<string, string[]>>;
  /** The form's own messages (a failed save). */
  formErrors: string[] | undefined;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Checks one field again (a control that changes without an input event). */
  validate?: (name: string) => void;
};

/** A form whose checks have loaded, for FormBindings to give to conform. */
export type Binding = {
  id: string;
  fields: readonly string[];
  lastResult: FormResult | null;
  constraint?: Readonly<Record<string, { required?: boolean }>>;
  defaultValue?: Readonly<Record<string, string | undefined>>;
  validate: (formData: FormData) => Submission<Record<string, unknown>>;
  /** conform for this form (conform-binding.tsx, loaded with the schema). */
  Binder: ComponentType<{ binding: Binding }>;
  publish: (state: FormState) => void;
};

// The forms whose checks have loaded, drawn by FormBindings (in the root): a form's conform lives
// there, in a component of its own, so that the form's own hooks stay the same from the first
// render to the last while conform arrives later. conform finds its form by id and listens on
// the document, wherever it is drawn.
export const drawnBindings = new Map<string, Binding>();
const listeners = new Set<() => void>();
export function bindingsChanged() {
  for (const listener of listeners) listener();
}

/** Draws conform for each form whose checks have loaded; rendered once, by the root. Nothing at first (no form has been touched before hydration). */
export function FormBindings() {
  const [drawn, setDrawn] = useState<Binding[]>([]);
  useEffect(() => {
    const draw = () => setDrawn([...drawnBindings.values()]);
    listeners.add(draw);
    draw();
    return () => void listeners.delete(draw);
  }, []);
  return drawn.map((binding) => <binding.Binder key={binding.id} binding={binding} />);
}
