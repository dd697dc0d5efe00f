// The admin's pages' answer to a dropped connection. Apart from app/lib/forms/offline.ts, which
// the booking page loads: this one only the admin pages that use it do.
import type { ClientActionFunctionArgs } from "@remix-run/react";

import { orWhenOffline } from "~/lib/forms/offline";

export const SAVE_OFFLINE_MESSAGE = "Not sent: your connection dropped. All you typed is still here; try again once you are back online.";

/**
 * The clientAction of an admin page whose forms answer with conform's reply: with the network
 * cut, the form that was sent says so at its top and keeps what was typed, instead of the error
 * page. A page with several forms answers `{ intent, result }`, as its action does (`byIntent`).
 */
export function offlineAwareClientAction({ byIntent = false } = {}) {
  return async ({ request, serverAction }: ClientActionFunctionArgs) => {
    const intent = (await request.clone().formData()).get("intent");
    const result = { status: "error" as const, error: { "": [SAVE_OFFLINE_MESSAGE] } };
    return orWhenOffline<unknown>(
      () => serverAction(),
      () => (byIntent ? { intent, result } : result),
    );
  };
}
