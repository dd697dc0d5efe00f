import { sql } from "kysely";
import { db } from "~/db.server";
import { setSecurityHeaders } from "~/security/headers.server";

const healthHeaders = () => setSecurityHeaders(new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }));

// Fly.io's http check: 200 only when the database answers a query.
export async function loader() {
  try {
    await sql`select 1`.execute(db);
    return new Response("OK", { headers: healthHeaders() });
  } catch (error) {
    console.error("Health check failed", error);
    return new Response("Database unavailable", { status: 503, headers: healthHeaders() });
  }
}
