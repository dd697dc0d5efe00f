import type { Kysely } from "kysely";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { ZodMiniType } from "zod/mini";
import * as z from "zod/mini";

import { requireAdmin } from "~/auth.server";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { doneToast } from "~/lib/i18n/outcome.server";
import { type DoneCode, type RefusalCode, said } from "~/lib/outcome";
import { settingIdSchema } from "~/lib/schemas/form-settings";
import { withAudit } from "~/models/audit.server";
import type { AddResult } from "~/models/settings.server";
import { intent, refusal, refusedBy, staffAction } from "~/staff/action.server";
import type { Database } from "~db/schema";

/** A row action's form: the row's id (its other fields, a capacity, the row intent reads itself). */
const rowSchema = z.object({ id: settingIdSchema });

/**
 * Something staff do to one row of the list, by its id (with the row form's other fields), in the
 * transaction given: it answers what the audit trail says of it ("Indiranagar"), null when there
 * is no such row, or a refusal (what was wrong with the row form) that changes nothing.
 */
type RowIntent = {
  run: (id: number, trx: Kysely<Database>, form: FormData) => Promise<string | null | { refused: RefusalCode }>;
  /** Its toast's codes (said in the account's language): a title, and a line under it. */
  toast: { title: DoneCode; description?: DoneCode };
};

type SettingsList<Item, Output> = {
  /** The list's page, where every answer leads back to. */
  path: string;
  /** "Location", "Time Slot" ...: what the audit trail names an entry of the list by ("Location: Indiranagar"). */
  noun: string;
  /** The toasts of an entry added and of one deleted (said in the account's language). */
  toasts: { added: DoneCode; removed: DoneCode };
  list: () => Promise<Item[]>;
  schema: ZodMiniType<Output>;
  /** Adds the entry, or refuses one whose name (or value) is taken (at the field that clashes). */
  add: (value: Output, trx: Kysely<Database>) => Promise<AddResult>;
  /** What the audit trail says of an added entry: its name, or label and value. */
  describe: (value: Output) => string;
  remove: RowIntent["run"];
  /** Row actions besides delete, e.g. toggling a locality's popular chip. */
  rowIntents?: Record<string, RowIntent>;
};

/**
 * The loader and action of a Form Settings list (localities, time slots, services, technicians).
 * The loader lists the entries; the action adds one through the list's schema (the model refuses a
 * duplicate, at the field that clashes, by its code), or deletes (or toggles) one row by its id (staffAction:
 * a row no longer there, or a row form refused, is answered at that row). Each success
 * redirects back with the list's toast, and is recorded in the audit trail in the change's own
 * transaction ("setting-added", "setting-removed", or "setting-changed" for any other row action).
 */
export function settingsList<Item, Output>({ path, noun, list, schema, add, toasts, describe, remove, rowIntents = {} }: SettingsList<Item, Output>) {
  const intents = new Map<string, RowIntent>([["delete", { run: remove, toast: { title: toasts.removed } }], ...Object.entries(rowIntents)]);
  return {
    loader: async ({ request }: LoaderFunctionArgs) => {
      await requireAdmin(request, "settings.manage");
      return { items: await list() };
    },
    action: async ({ request }: ActionFunctionArgs) => {
      const rowIntent = (name: string, row: RowIntent) =>
        intent({
          capability: "settings.manage",
          schema: rowSchema,
          handler: async ({ admin, value, formData }) => {
            const outcome = await withAudit(admin.actor, async (trx) => {
              const detail = await row.run(value.id, trx, formData);
              const action = name === "delete" ? "setting-removed" : "setting-changed";
              return { value: detail, event: typeof detail === "string" ? { action, detail: `${noun}: ${detail}` } : null };
            });
            if (outcome === null) return refusal("rowGone", { status: 409 });
            if (typeof outcome === "object") return refusal(outcome.refused);
            return redirectWithToast(path, doneToast(admin.language, said(row.toast.title), row.toast.description && said(row.toast.description)));
          },
        });
      return staffAction(request, {
        intents: {
          add: intent({
            capability: "settings.manage",
            schema,
            handler: async ({ admin, value }) => {
              const added = await withAudit(admin.actor, async (trx) => {
                const result = await add(value, trx);
                return { value: result, event: result.status === "done" ? { action: "setting-added", detail: `${noun}: ${describe(value)}` } : null };
              });
              if (added.status === "refused") return refusedBy(added, 400);
              return redirectWithToast(path, doneToast(admin.language, said(toasts.added)));
            },
          }),
          ...Object.fromEntries([...intents].map(([name, row]) => [name, rowIntent(name, row)])),
        },
      });
    },
  };
}
