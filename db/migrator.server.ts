import { type Kysely, type Migration, type MigrationProvider, type MigrationResultSet, Migrator } from "kysely";

import * as m0001 from "~db/migrations/0001_bookings_and_admins";
import * as m0002 from "~db/migrations/0002_admin_tools";
import * as m0003 from "~db/migrations/0003_form_localities";
import * as m0008 from "~db/migrations/0008_triage";
import * as m0009 from "~db/migrations/0009_alerts";
import * as m0010 from "~db/migrations/0010_customer_bookings";
import * as m0011 from "~db/migrations/0011_rate_limits_and_audit_log";
import * as m0012 from "~db/migrations/0012_length_checks";
import * as m0013 from "~db/migrations/0013_status_reasons";
import * as m0014 from "~db/migrations/0014_booking_language";
import * as m0015 from "~db/migrations/0015_bills";
import * as m0016 from "~db/migrations/0016_payment_voids";
import * as m0017 from "~db/migrations/0017_held_bookings";
import * as m0018 from "~db/migrations/0018_any_listed_language";
import * as m0019 from "~db/migrations/0019_staff_roles";
import * as m0020 from "~db/migrations/0020_booking_address";
import * as m0021 from "~db/migrations/0021_field_visits";
import * as m0022 from "~db/migrations/0022_invoices";
import * as m0023 from "~db/migrations/0023_privacy";
import * as m0024 from "~db/migrations/0024_money_once";
import * as m0025 from "~db/migrations/0025_links_and_erasure";
import * as m0026 from "~db/migrations/0026_roles_in_code";
import * as m0027 from "~db/migrations/0027_job_runs";
import * as m0028 from "~db/migrations/0028_technician_names";
import * as m0029 from "~db/migrations/0029_machine_type";
import * as m0030 from "~db/migrations/0030_price_list";
import * as m0031 from "~db/migrations/0031_cash_handovers";
import * as m0032 from "~db/migrations/0032_unpaid_completion";
import * as m0033 from "~db/migrations/0033_payment_once";
import * as m0034 from "~db/migrations/0034_note_once";
import * as m0035 from "~db/migrations/0035_filed_months_and_credit_notes";
import * as m0036 from "~db/migrations/0036_business_customers";
import * as m0037 from "~db/migrations/0037_customer_messages";
import * as m0038 from "~db/migrations/0038_customer_message_channels";
import * as m0039 from "~db/migrations/0039_maintenance_plans";
import * as m0040 from "~db/migrations/0040_identity_by_proof";
import * as m0041 from "~db/migrations/0041_bill_line_notes";
import * as m0042 from "~db/migrations/0042_taps_kept_offline";
import * as m0043 from "~db/migrations/0043_visit_outcomes";
import * as m0044 from "~db/migrations/0044_technician_alerts";
import * as m0045 from "~db/migrations/0045_handover_undo";
import * as m0046 from "~db/migrations/0046_invoice_parts";
import * as m0047 from "~db/migrations/0047_credit_notes_cannot_under_declare";
import * as m0048 from "~db/migrations/0048_payment_gateway";
import * as m0049 from "~db/migrations/0049_ratings";
import * as m0050 from "~db/migrations/0050_visit_record";
import * as m0051 from "~db/migrations/0051_photo_cleanup";
import * as m0052 from "~db/migrations/0052_deleted_photo_forms";

// Listed explicitly (not read from the folder) so the migrations are bundled into the
// build and run the same way from the CLI, the server start and the tests.
const migrations: Record<string, Migration> = {
  "0001_bookings_and_admins": m0001,
  "0002_admin_tools": m0002,
  "0003_form_localities": m0003,
  "0008_triage": m0008,
  "0009_alerts": m0009,
  "0010_customer_bookings": m0010,
  "0011_rate_limits_and_audit_log": m0011,
  "0012_length_checks": m0012,
  "0013_status_reasons": m0013,
  "0014_booking_language": m0014,
  "0015_bills": m0015,
  "0016_payment_voids": m0016,
  "0017_held_bookings": m0017,
  "0018_any_listed_language": m0018,
  "0019_staff_roles": m0019,
  "0020_booking_address": m0020,
  "0021_field_visits": m0021,
  "0022_invoices": m0022,
  "0023_privacy": m0023,
  "0024_money_once": m0024,
  "0025_links_and_erasure": m0025,
  "0026_roles_in_code": m0026,
  "0027_job_runs": m0027,
  "0028_technician_names": m0028,
  "0029_machine_type": m0029,
  "0030_price_list": m0030,
  "0031_cash_handovers": m0031,
  "0032_unpaid_completion": m0032,
  "0033_payment_once": m0033,
  "0034_note_once": m0034,
  "0035_filed_months_and_credit_notes": m0035,
  "0036_business_customers": m0036,
  "0037_customer_messages": m0037,
  "0038_customer_message_channels": m0038,
  "0039_maintenance_plans": m0039,
  "0040_identity_by_proof": m0040,
  "0041_bill_line_notes": m0041,
  "0042_taps_kept_offline": m0042,
  "0043_visit_outcomes": m0043,
  "0044_technician_alerts": m0044,
  "0045_handover_undo": m0045,
  "0046_invoice_parts": m0046,
  "0047_credit_notes_cannot_under_declare": m0047,
  "0048_payment_gateway": m0048,
  "0049_ratings": m0049,
  "0050_visit_record": m0050,
  "0051_photo_cleanup": m0051,
  "0052_deleted_photo_forms": m0052,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  return migrated(await new Migrator({ db, provider }).migrateToLatest());
}

/** Migrates up or down to the named migration (tests of a migration start from the one before it). */
export async function migrateTo(db: Kysely<any>, name: string): Promise<string[]> {
  return migrated(await new Migrator({ db, provider }).migrateTo(name));
}

function migrated({ error, results }: MigrationResultSet): string[] {
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
