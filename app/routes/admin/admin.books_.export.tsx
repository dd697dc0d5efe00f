import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";

import { requireAdmin, requireAdminAction } from "~/auth.server";
import { OFFLINE_TOOL_FILES, type OfflineToolFile } from "~/lib/billing/gstr1-csv";
import { readFormData } from "~/lib/forms/form-data.server";
import * as clock from "~/lib/time/clock.server";
import { recordAudit } from "~/models/audit.server";
import { askedMonth, gstr3bText, invoicesCsv, monthCreditNotes, monthInvoices, monthReturns, offlineToolCsv, returnsJson } from "~/models/books.server";
import { resourceResponse } from "~/security/headers.server";

// A month's files from the Books page: its invoices as CSV, GSTR-1's tables as the returns offline
// tool's CSV files (b2b, cdnr, b2cs, hsn_b2b, hsn_b2c, docs) and as the portal's JSON, and GSTR-3B's
// Table 3.1 and 3.2 as JSON under the portal's names. A POST (the page's
// buttons), so each export is in the audit trail and a GET never writes. A GET of this URL goes
// back to the Books page.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, "books.read");
  throw redirect("/admin/books");
}

/** What the buttons ask for: the invoices (the default, as before), a table, or a JSON. */
type Asked = "invoices" | "gstr1-json" | "gstr3b-json" | OfflineToolFile;
function askedFile(value: FormDataEntryValue | null): Asked | null {
  if (value === null || value === "invoices") return "invoices";
  if (value === "gstr1-json" || value === "gstr3b-json") return value;
  return OFFLINE_TOOL_FILES.find((file) => file === value) ?? null;
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdminAction(request, "books.read");
  const form = await readFormData(request);
  const month = askedMonth(form.get("month"), clock.now());
  const file = askedFile(form.get("file"));
  if (!file) throw data("No such file", { status: 400 });
  const invoices = await monthInvoices(month);
  const count = `${invoices.length} invoice${invoices.length === 1 ? "" : "s"}`;
  if (file === "invoices") {
    await recordAudit(admin.actor, { action: "invoices-exported", detail: `${month}: ${count}` });
    return resourceResponse(invoicesCsv(invoices), { type: "text/csv", headers: { "Content-Disposition": `attachment; filename="invoices-${month}.csv"` } });
  }
  const returns = monthReturns(invoices, await monthCreditNotes(month));
  if (file === "gstr1-json") {
    const json = returnsJson(returns, month);
    if (json === null) throw data("The business has no GSTIN: it files no GSTR-1.", { status: 409 });
    await recordAudit(admin.actor, { action: "invoices-exported", detail: `${month}: GSTR-1 JSON, ${count}` });
    return resourceResponse(json, { type: "application/json", headers: { "Content-Disposition": `attachment; filename="gstr1-${month}.json"` } });
  }
  if (file === "gstr3b-json") {
    const json = gstr3bText(returns, month);
    if (json === null) throw data("The business has no GSTIN: it files no GSTR-3B.", { status: 409 });
    await recordAudit(admin.actor, { action: "invoices-exported", detail: `${month}: GSTR-3B Table 3.1, ${count}` });
    return resourceResponse(json, { type: "application/json", headers: { "Content-Disposition": `attachment; filename="gstr3b-${month}.json"` } });
  }
  await recordAudit(admin.actor, { action: "invoices-exported", detail: `${month}: GSTR-1 ${file}.csv, ${count}` });
  return resourceResponse(offlineToolCsv(returns, file), {
    type: "text/csv",
    headers: { "Content-Disposition": `attachment; filename="${file}-${month}.csv"` },
  });
}
