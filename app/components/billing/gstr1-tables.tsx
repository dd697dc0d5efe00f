// GSTR-1's tables for a month on the Books page (app/lib/billing/gstr1.ts), and the buttons that
// download them as the returns offline tool's CSV files and as the portal's JSON.
import type { ReactNode } from "react";
import { Form } from "react-router";

import { useStaffFormat } from "~/components/admin/staff-format";
import { Button } from "~/components/ui/button";
import type { B2bRow, Gstr1, HsnRow } from "~/lib/billing/gstr1";
import { type Translate, useT } from "~/lib/i18n/i18n";

export function Table({ caption, headings, children }: { caption: string; headings: readonly string[]; children: ReactNode }) {
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

export const cell = "px-2 py-2 whitespace-nowrap";
const hsnHeadings = (t: Translate) =>
  ["HSN/SAC", t("books.description"), "UQC", t("books.quantity"), t("books.rate"), t("books.taxable"), "IGST", "CGST", "SGST", t("books.totalValue")] as const;

/** A place of supply as the portal names it ("29-Karnataka"), the home state in the reader's language. */
function placeName(t: Translate, place: string) {
  return place.startsWith("29-") ? `29-${t("books.karnataka")}` : place;
}

function HsnRows({ rows }: { rows: readonly HsnRow[] }) {
  const t = useT();
  const { money } = useStaffFormat();
  return rows.map((row) => (
    <tr key={`${row.code}@${row.ratePercent}`}>
      <th scope="row" className={`${cell} text-left font-mono font-medium`}>
        {row.code || t("books.noHsn")}
      </th>
      {/* A service's description is the SAC's, said in the reader's language; a part's is its line's. */}
      <td className="px-2 py-2">{row.uqc === "NA" ? t("books.serviceDescription") : row.description}</td>
      <td className={cell}>{row.uqc}</td>
      <td className={cell}>{row.quantity}</td>
      <td className={cell}>{row.ratePercent}%</td>
      {[row.taxable, row.igst, row.cgst, row.sgst, row.value].map((paise, index) => (
        <td key={index} className={cell}>
          {money(paise)}
        </td>
      ))}
    </tr>
  ));
}

const b2bHeadings = (t: Translate) =>
  [
    t("books.customerGstin"),
    t("books.customer"),
    t("books.number"),
    t("books.date"),
    t("books.placeOfSupply"),
    t("books.rate"),
    t("books.taxable"),
    "IGST",
    "CGST",
    "SGST",
    t("books.value"),
  ] as const;

function B2bRows({ rows }: { rows: readonly B2bRow[] }) {
  const t = useT();
  const { money } = useStaffFormat();
  return rows.map((row) => (
    <tr key={row.number}>
      <th scope="row" className={`${cell} text-left font-mono font-medium`}>
        {row.customerGstin}
      </th>
      <td className="px-2 py-2">{row.customerName}</td>
      <td className={`${cell} font-mono`}>{row.number}</td>
      <td className={cell}>{row.date}</td>
      <td className={cell}>{placeName(t, row.place)}</td>
      <td className={cell}>{row.ratePercent}%</td>
      {[row.taxable, row.igst, row.cgst, row.sgst, row.value].map((paise, index) => (
        <td key={index} className={cell}>
          {money(paise)}
        </td>
      ))}
    </tr>
  ));
}

/** One download: a POST to the export route (audited), as a plain form so it works without JavaScript. */
export function Download({ month, file, children }: { month: string; file: string; children: ReactNode }) {
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
  const t = useT();
  const { money } = useStaffFormat();
  const hsn = hsnHeadings(t);
  return (
    <div id="gstr1" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold">{t("books.gstr1For", { month })}</h3>
      {returns.b2b.length ? (
        <Table caption={t("books.table4a")} headings={b2bHeadings(t)}>
          <B2bRows rows={returns.b2b} />
        </Table>
      ) : (
        <p className="text-sm text-slate-700">{t("books.table4aNone")}</p>
      )}
      {returns.cdnr.length ? (
        <Table caption={t("books.table9b")} headings={b2bHeadings(t)}>
          <B2bRows rows={returns.cdnr} />
        </Table>
      ) : null}
      <Table caption={t("books.table7")} headings={[t("books.placeOfSupply"), t("books.rate"), t("books.taxable"), "IGST", "CGST", "SGST"]}>
        {returns.b2cs.length === 0 ? (
          <tr>
            <td colSpan={6} className="px-2 py-2 text-slate-700">
              {t("books.noSupply")}
            </td>
          </tr>
        ) : (
          returns.b2cs.map((row) => (
            <tr key={`${row.place}@${row.ratePercent}`}>
              <th scope="row" className={`${cell} text-left font-medium`}>
                {placeName(t, row.place)}
              </th>
              <td className={cell}>{row.ratePercent}%</td>
              {[row.taxable, row.igst, row.cgst, row.sgst].map((paise, index) => (
                <td key={index} className={cell}>
                  {money(paise)}
                </td>
              ))}
            </tr>
          ))
        )}
      </Table>
      <Table caption={t("books.table12b2c")} headings={hsn}>
        <HsnRows rows={returns.hsnB2c} />
      </Table>
      {returns.hsnB2b.length ? (
        <Table caption={t("books.table12b2b")} headings={hsn}>
          <HsnRows rows={returns.hsnB2b} />
        </Table>
      ) : null}
      <p className="text-sm text-slate-700">{t(returns.b2b.length || returns.cdnr.length ? "books.servicesNa" : "books.noB2bServicesNa")}</p>
      <Table
        caption={t("books.table13")}
        headings={[t("books.nature"), t("books.from"), t("books.to"), t("books.total"), t("books.cancelledCount"), t("books.netIssued")]}
      >
        {returns.documents.length === 0 ? (
          <tr>
            <td colSpan={6} className="px-2 py-2 text-slate-700">
              {t("books.noDocuments")}
            </td>
          </tr>
        ) : (
          returns.documents.map((row) => (
            <tr key={row.from}>
              <th scope="row" className={`${cell} text-left font-medium`}>
                {t(row.nature === "Credit Note" ? "books.natureCreditNote" : "books.natureInvoices")}
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
          {t("books.gstr1Json")}
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
        {returns.hsnB2b.length ? (
          <Download month={month} file="hsn_b2b">
            hsn(b2b).csv
          </Download>
        ) : null}
        <Download month={month} file="docs">
          docs.csv
        </Download>
      </div>
    </div>
  );
}
