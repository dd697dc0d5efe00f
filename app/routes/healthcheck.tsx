import { sql } from "kysely";
import { db } from "~/db.server";

// Fly.io's http check: 200 only when the database answers a query.
export async function loader() {
  try {
    await sql`select 1`.execute(db);
    return new Response("OK", { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("Health check failed", error);
    return new Response("Database unavailable", { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
