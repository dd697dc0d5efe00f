// GSTR-3B's Table 3.1(a) and 3.2 for a month on the Books page (app/lib/billing/gstr3b.ts), from the
// same month's GSTR-1, and the button that downloads them as JSON under the portal's names.
import { useStaffFormat } from "~/components/admin/staff-format";
import { cell, Download, Table } from "~/components/billing/gstr1-tables";
import type { Gstr3b } from "~/lib/billing/gstr3b";
import { useT } from "~/lib/i18n/i18n";

export function Gstr3bTable({ month, figures }: { month: string; figures: Gstr3b }) {
  const t = useT();
  const { money } = useStaffFormat();
  const { outward, unregistered } = figures;
  return (
    <div id="gstr3b" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold">{t("books.gstr3bFor", { month })}</h3>
      <Table caption={t("books.table31")} headings={[t("books.nature31"), t("books.taxable"), "IGST", "CGST", "SGST", t("books.cess")]}>
        <tr>
          <th scope="row" className="px-2 py-2 text-left font-medium">
            {t("books.row31a")}
          </th>
          {[outward.taxable, outward.igst, outward.cgst, outward.sgst, outward.cess].map((paise, index) => (
            <td key={index} className={cell}>
              {money(paise)}
            </td>
          ))}
        </tr>
      </Table>
      <p className="text-sm text-slate-700">{t("books.gstr3bNote")}</p>
      {unregistered.length ? (
        <Table caption={t("books.table32")} headings={[t("books.placeOfSupply"), t("books.taxable"), "IGST"]}>
          {unregistered.map((row) => (
            <tr key={row.place}>
              <th scope="row" className={`${cell} text-left font-medium`}>
                {row.place}
              </th>
              <td className={cell}>{money(row.taxable)}</td>
              <td className={cell}>{money(row.igst)}</td>
            </tr>
          ))}
        </Table>
      ) : (
        <p className="text-sm text-slate-700">{t("books.noTable32")}</p>
      )}
      <Download month={month} file="gstr3b-json">
        {t("books.gstr3bJson")}
      </Download>
    </div>
  );
}
