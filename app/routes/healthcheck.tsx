import { sql } from "kysely";
import { db } from "~/db.server";
import { resourceResponse } from "~/security/headers.server";

// Fly.io's http check: 200 only when the database answers a query.
export async function loader() {
  try {
    await sql`select 1`.execute(db);
    return resourceResponse("OK", { type: "text/plain" });
  } catch (error) {
    console.error("Health check failed", error);
    return resourceResponse("Database unavailable", { type: "text/plain", status: 503 });
  }
}
