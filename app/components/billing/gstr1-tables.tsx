// GSTR-1's tables for a month on the Books page (app/lib/billing/gstr1.ts), and the buttons that
// download them as the returns offline tool's CSV files and as the portal's JSON.
import type { ReactNode } from "react";
import { Form } from "react-router";

import { Button } from "~/components/ui/button";
import { rupees } from "~/lib/billing/bill";
import type { B2bRow, Gstr1, HsnRow } from "~/lib/billing/gstr1";

function Table({ caption, headings, children }: { caption: string; headings: readonly string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="py-1 text-left font-medium text-slate-800">{caption}</caption>
        <thead className="border-b border-slate-200 text-left text-slate-600">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-2 py-2 font-medium whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

const cell = "px-2 py-2 whitespace-nowrap";
const HSN_HEADINGS = ["HSN/SAC", "Description", "UQC", "Quantity", "Rate", "Taxable value", "IGST", "CGST", "SGST", "Total value"] as const;

function HsnRows({ rows }: { rows: readonly HsnRow[] }) {
  return rows.map((row) => (
    <tr key={`${row.code}@${row.ratePercent}`}>
      <th scope="row" className={`${cell} text-left font-mono font-medium`}>
        {row.code || "(no HSN)"}
      </th>
      <td className="px-2 py-2">{row.description}</td>
      <td className={cell}>{row.uqc}</td>
      <td className={cell}>{row.quantity}</td>
      <td className={cell}>{row.ratePercent}%</td>
      {[row.taxable, row.igst, row.cgst, row.sgst, row.value].map((paise, index) => (
        <td key={index} className={cell}>
          {rupees(paise)}
        </td>
      ))}
    </tr>
  ));
}

const B2B_HEADINGS = ["Customer GSTIN", "Customer", "Number", "Date", "Place of supply", "Rate", "Taxable value", "IGST", "CGST", "SGST", "Value"] as const;

function B2bRows({ rows }: { rows: readonly B2bRow[] }) {
  return rows.map((row) => (
    <tr key={row.number}>
      <th scope="row" className={`${cell} text-left font-mono font-medium`}>
        {row.customerGstin}
      </th>
      <td className="px-2 py-2">{row.customerName}</td>
      <td className={`${cell} font-mono`}>{row.number}</td>
      <td className={cell}>{row.date}</td>
      <td className={cell}>{row.place}</td>
      <td className={cell}>{row.ratePercent}%</td>
      {[row.taxable, row.igst, row.cgst, row.sgst, row.value].map((paise, index) => (
        <td key={index} className={cell}>
          {rupees(paise)}
        </td>
      ))}
    </tr>
  ));
}

/** One download: a POST to the export route (audited), as a plain form so it works without JavaScript. */
function Download({ month, file, children }: { month: string; file: string; children: ReactNode }) {
  return (
    <Form method="post" action="/admin/books/export" reloadDocument>
      <input type="hidden" name="month" value={month} />
      <input type="hidden" name="file" value={file} />
      <Button type="submit" variant="outline">
        {children}
      </Button>
    </Form>
  );
}

export function Gstr1Tables({ month, returns }: { month: string; returns: Gstr1 }) {
  return (
    <div id="gstr1" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold">GSTR-1 for {month}</h3>
      {returns.b2b.length ? (
        <Table caption="Table 4A: B2B invoices" headings={B2B_HEADINGS}>
          <B2bRows rows={returns.b2b} />
        </Table>
      ) : (
        <p className="text-sm text-slate-700">Table 4A: no invoice this month is to a business (a customer GSTIN).</p>
      )}
      {returns.cdnr.length ? (
        <Table caption="Table 9B: credit notes to businesses" headings={B2B_HEADINGS}>
          <B2bRows rows={returns.cdnr} />
        </Table>
      ) : null}
      <Table caption="Table 7: B2C (others), by rate and place of supply" headings={["Place of supply", "Rate", "Taxable value", "IGST", "CGST", "SGST"]}>
        {returns.b2cs.length === 0 ? (
          <tr>
            <td colSpan={6} className="px-2 py-2 text-slate-700">
              No supply to report.
            </td>
          </tr>
        ) : (
          returns.b2cs.map((row) => (
            <tr key={`${row.place}@${row.ratePercent}`}>
              <th scope="row" className={`${cell} text-left font-medium`}>
                {row.place}
              </th>
              <td className={cell}>{row.ratePercent}%</td>
              {[row.taxable, row.igst, row.cgst, row.sgst].map((paise, index) => (
                <td key={index} className={cell}>
                  {rupees(paise)}
                </td>
              ))}
            </tr>
          ))
        )}
      </Table>
      <Table caption="Table 12: HSN/SAC summary, B2C" headings={HSN_HEADINGS}>
        <HsnRows rows={returns.hsnB2c} />
      </Table>
      <Table caption="Table 12: HSN/SAC summary, B2B" headings={HSN_HEADINGS}>
        <HsnRows rows={returns.hsnB2b} />
      </Table>
      <p className="text-sm text-slate-700">
        {returns.b2b.length || returns.cdnr.length
          ? "Services are counted in NA with no quantity, as the portal asks."
          : "No invoice this month is to a business, so the B2B tab holds one row of zeros: the portal needs it from a filer with no B2B supply. Services are counted in NA with no quantity, as the portal asks."}
      </p>
      <Table caption="Table 13: documents issued" headings={["Nature of document", "From", "To", "Total", "Cancelled", "Net issued"]}>
        {returns.documents.length === 0 ? (
          <tr>
            <td colSpan={6} className="px-2 py-2 text-slate-700">
              No document was issued this month.
            </td>
          </tr>
        ) : (
          returns.documents.map((row) => (
            <tr key={row.from}>
              <th scope="row" className={`${cell} text-left font-medium`}>
                {row.nature}
              </th>
              <td className={`${cell} font-mono`}>{row.from}</td>
              <td className={`${cell} font-mono`}>{row.to}</td>
              <td className={cell}>{row.total}</td>
              <td className={cell}>{row.cancelled}</td>
              <td className={cell}>{row.net}</td>
            </tr>
          ))
        )}
      </Table>
      <div className="flex flex-wrap gap-2">
        <Download month={month} file="gstr1-json">
          GSTR-1 JSON for upload
        </Download>
        {returns.b2b.length ? (
          <Download month={month} file="b2b">
            b2b.csv
          </Download>
        ) : null}
        {returns.cdnr.length ? (
          <Download month={month} file="cdnr">
            cdnr.csv
          </Download>
        ) : null}
        <Download month={month} file="b2cs">
          b2cs.csv
        </Download>
        <Download month={month} file="hsn_b2c">
          hsn(b2c).csv
        </Download>
        <Download month={month} file="hsn_b2b">
          hsn(b2b).csv
        </Download>
        <Download month={month} file="docs">
          docs.csv
        </Download>
      </div>
    </div>
  );
}
