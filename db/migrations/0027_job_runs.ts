import { type Kysely, sql } from "kysely";

// Scheduled work: each periodic job of app/jobs/ records its last run here, one row per
// job written over by the next run, so the table never holds more rows than there are jobs. Beside
// the last run, the last run that did something (a job every few seconds mostly finds nothing to
// do). The job's name is its name in the registry (app/jobs/registry.server.ts): the jobs are
// listed in code, not in a CHECK. Counts are a JSON object of whole numbers ({"sent":3,"failed":0});
// the error is a short text without personal data (app/jobs/runner.server.ts cuts and scrubs it).
const COUNTS = (column: string) => sql`json_valid(${sql.ref(column)}) and json_type(${sql.ref(column)}) = 'object'`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("job_runs")
    .addColumn("job", "text", (c) => c.primaryKey())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text", (c) => c.notNull())
    .addColumn("outcome", "text", (c) => c.notNull().check(sql`outcome in ('ok', 'failed')`))
    .addColumn("error", "text", (c) =>
      c
        .notNull()
        .defaultTo("")
        .check(sql`length(error) <= 300`),
    )
    .addColumn("counts", "text", (c) => c.notNull().defaultTo("{}").check(COUNTS("counts")))
    .addColumn("worked_at", "text")
    .addColumn("worked_counts", "text", (c) => c.check(sql`worked_counts is null or (${COUNTS("worked_counts")})`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("job_runs").execute();
}
