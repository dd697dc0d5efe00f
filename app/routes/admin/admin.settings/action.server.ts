import type { ActionFunctionArgs } from "react-router";
import * as z from "zod/mini";

import { checkPasswordAttempt, PASSWORD_CHECKS_PER_SESSION } from "~/auth.server";
import { parseRowId } from "~/lib/forms/row-id";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { doneToast } from "~/lib/i18n/outcome.server";
import { said } from "~/lib/outcome";
import { addAdminSchema, adminLanguageSchema, changePasswordSchema } from "~/lib/schemas/admin-account";
import { changePassword, createAdmin, removeAdmin, setAdminLanguage } from "~/models/admins.server";
import { intent, refusal, staffAction } from "~/staff/action.server";

const PATH = "/admin/settings";

const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"];

// Every account changes its own password and language; accounts are the owner's alone. Each
// refusal is answered at its form (staffAction).
export async function action({ request }: ActionFunctionArgs) {
  return staffAction(request, {
    intents: {
      "change-password": intent({
        capability: "account.own",
        schema: changePasswordSchema,
        hideFields: PASSWORD_FIELDS,
        handler: async ({ admin, value: { currentPassword, newPassword } }) => {
          // Whoever else held this password is signed out; this browser stays signed in.
          const outcome = await checkPasswordAttempt(admin, () =>
            changePassword(admin.id, currentPassword, newPassword, { actor: admin.actor, keepSessionId: admin.sessionId }),
          );
          if (outcome === "locked")
            return refusal("passwordTries", {
              values: { minutes: PASSWORD_CHECKS_PER_SESSION.blockSeconds / 60 },
              field: "currentPassword",
              status: 429,
            });
          if (outcome === "wrong") return refusal("wrongPassword", { field: "currentPassword" });
          return redirectWithToast(PATH, doneToast(admin.language, said("passwordChanged"), said("passwordChangedText")));
        },
      }),
      language: intent({
        capability: "account.own",
        schema: adminLanguageSchema,
        handler: async ({ admin, value }) => {
          await setAdminLanguage(admin.actor, value.language);
          return redirectWithToast(PATH, doneToast(value.language, said("languageSaved")));
        },
      }),
      "add-admin": intent({
        capability: "accounts.manage",
        schema: addAdminSchema,
        hideFields: ["password"],
        handler: async ({ admin, value }) => {
          const added = await createAdmin({ ...value, technicianId: value.technicianId ?? null }, admin.actor);
          if (added === "taken") return refusal("adminTaken", { field: "email" });
          if (typeof added === "string") return refusal("technicianHasAccount", { field: "technicianId" });
          return redirectWithToast(PATH, doneToast(admin.language, said("adminAdded"), said("adminAddedText", { email: added.email })));
        },
      }),
      "remove-admin": intent({
        capability: "accounts.manage",
        schema: z.object({ adminId: z.optional(z.string()) }),
        handler: async ({ admin, value }) => {
          const id = parseRowId(value.adminId);
          const outcome = id ? await removeAdmin(id, admin.actor) : "not-found";
          if (outcome === "yourself") return refusal("removeYourself", { status: 409 });
          if (outcome === "last-owner") return refusal("lastOwner", { status: 409 });
          if (outcome === "not-found") return refusal("adminGone", { status: 409 });
          return redirectWithToast(`${PATH}#admins`, doneToast(admin.language, said("adminRemoved"), said("adminRemovedText")));
        },
      }),
    },
  });
}
