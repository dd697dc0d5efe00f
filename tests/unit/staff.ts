import type { AdminUser } from "~/models/admins.server";
import type { Actor } from "~/models/audit.server";

/** An admin acting from a known place, as requireAdminAction would describe them to the audit trail. */
export function staffActor(admin: Pick<AdminUser, "id" | "email">, address: string | null = "198.51.100.7"): Actor {
  return { adminId: admin.id, email: admin.email, address, device: "Chrome on Android" };
}

/** A customer on their booking's page, as the page's actions describe them to the audit trail. */
export const customer: Actor = { adminId: null, email: "Customer (booking page)", address: "203.0.113.9", device: "Chrome on Android" };
