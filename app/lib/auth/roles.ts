/**
 * What a staff account may do. Every admin loader and action names the roles it serves
 * (requireStaff in app/auth.server.ts); tests/e2e/permissions.spec.ts walks every admin route for
 * every role.
 * - owner: everything (every account from before roles is an owner);
 * - office: bookings, assigning, bills and payments, analytics; not accounts, not settings;
 * - technician: only the bookings assigned to him (another's is a 404): notes, status, bill items,
 *   taking payment; no export, settings, analytics, audit trail, accounts or voids.
 */
export const ROLES = ["owner", "office", "technician"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", office: "Office", technician: "Technician" };

/** Who may use a route or action: the roles, in one place per route. */
export const EVERYONE: readonly Role[] = ROLES;
export const DESK: readonly Role[] = ["owner", "office"];
export const OWNER: readonly Role[] = ["owner"];
export const TECHNICIAN: readonly Role[] = ["technician"];

/** Where an account lands after signing in: a technician on his day, the desk on the bookings. */
export function landingPage(admin: { role: Role }): string {
  return admin.role === "technician" ? "/admin/day" : "/admin";
}
