// A device turning push alerts on or off (Settings → Notifications): what PushSubscription.toJSON()
// gives, posted by the page's script (server only).
import * as z from "zod/mini";

import { env } from "~/env.server";
import { isPushService } from "~/outbox/config.server";

const endpoint = z.string().check(
  z.maxLength(2000),
  z.refine((value) => isPushService(value, env().PUSH_SERVICE_ORIGINS), "Not a push service URL"),
);

export const pushSubscribeSchema = z.object({
  endpoint,
  // A P-256 public key (65 bytes) and a 16-byte auth secret, base64url as browsers give them.
  p256dh: z.string().check(z.regex(/^[A-Za-z0-9_-]{87}=?$/, "Not a P-256 public key")),
  auth: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}(==)?$/, "Not a push auth secret")),
});

export const pushUnsubscribeSchema = z.object({ endpoint });
