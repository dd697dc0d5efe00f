// A model's outcome as staff read it in English: the shape the model tests assert (the English sentence of its code).
import { doneText, refusalText } from "~/lib/i18n/outcome.server";
import type { Said, Values } from "~/lib/outcome";

type Coded = { status: string; code?: string; values?: Values; field?: string; value?: unknown };

export function english(outcome: Coded): Record<string, unknown> {
  if (outcome.status === "refused")
    return {
      status: "refused",
      message: refusalText("en", outcome as Parameters<typeof refusalText>[1]),
      ...(outcome.field ? { field: outcome.field } : {}),
    };
  if (outcome.status === "done" && outcome.value && typeof outcome.value === "object" && "code" in outcome.value)
    return { status: "done", done: doneText("en", outcome.value as Said) };
  return outcome;
}
