// The job screen's answers said at the form that sent them: the messages an answer carries for one
// intent (at a field, or for the form), as he reads them (the schemas' English mapped to his words),
// for Said (app/components/admin/field-form.tsx) to show.
import { useActionData } from "react-router";

import { type Answer } from "~/lib/forms/answer";

export function useMessages(intentName: string, messages: Readonly<Record<string, string>> = {}): { form: string[]; field: (name: string) => string[] } {
  const answer = useActionData<Answer>();
  const errors = answer?.intent === intentName ? (answer.result.error ?? {}) : {};
  const say = (list: readonly string[] | null | undefined) => (list ?? []).map((message) => messages[message] ?? message);
  return { form: say(errors[""]), field: (name) => say(errors[name]) };
}
