import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "react-router";

import { requireAdmin, requireAdminAction } from "~/auth.server";
import { readFormData } from "~/lib/forms/form-data.server";
import * as clock from "~/lib/time/clock.server";
import { recordAudit } from "~/models/audit.server";
import { askedMonth, invoicesCsv, monthInvoices } from "~/models/books.server";
import { resourceResponse } from "~/security/headers.server";

// A month's invoices as CSV: a POST (the Books page's button), so the export is in the audit
// trail and a GET never writes. A GET of this URL goes back to the Books page.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, "books.read");
  throw redirect("/admin/books");
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdminAction(request, "books.read");
  const month = askedMonth((await readFormData(request)).get("month"), clock.now());
  const invoices = await monthInvoices(month);
  await recordAudit(admin.actor, { action: "invoices-exported", detail: `${month}: ${invoices.length} invoice${invoices.length === 1 ? "" : "s"}` });
  return resourceResponse(invoicesCsv(invoices), { type: "text/csv", headers: { "Content-Disposition": `attachment; filename="invoices-${month}.csv"` } });
}
