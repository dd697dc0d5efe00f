// GSTR-3B's outward supplies for a month, from the same month's GSTR-1 tables (gstr1.ts), so the two
// returns agree figure for figure: Table 3.1(a), the outward taxable supplies, is Table 4A (B2B
// invoices) plus Table 7 (B2C, its tax as the offline tool computes it) less Table 9B (credit notes
// to businesses; a consumer's credit note is already taken off Table 7); Table 3.2, the
// inter-state supplies to unregistered persons by place of supply, is Table 7's rows for other
// states. The other rows of 3.1 (zero-rated, nil-rated, inward supplies on reverse charge, non-GST)
// and the input tax credit of Table 4 are not in the site's books: the accountant fills them on the
// portal. Pure: app/models/books.server.ts reads the month; docs/gstr1.md says how it is filed.
import { HOME_STATE_CODE } from "~/lib/billing/gstin";
import type { Gstr1 } from "~/lib/billing/gstr1";
import { rupeesNumber } from "~/lib/billing/gstr1-json";

/** A row of Table 3.1, in paise: the taxable value and each tax (this business charges no cess). */
type TaxFigures = { taxable: number; igst: number; cgst: number; sgst: number; cess: number };

/** A row of Table 3.2: supplies to unregistered persons in another state, by place of supply ("33-Tamil Nadu"). */
type UnregisteredSupply = { place: string; taxable: number; igst: number };

export type Gstr3b = {
  /** Table 3.1(a): outward taxable supplies (other than zero-rated, nil-rated and exempted), net of the month's credit notes. */
  outward: TaxFigures;
  /** Table 3.2: inter-state supplies to unregistered persons; empty when there are none. */
  unregistered: UnregisteredSupply[];
};

const NIL: TaxFigures = { taxable: 0, igst: 0, cgst: 0, sgst: 0, cess: 0 };

/** Adds a row's figures to a sum, with a sign (a credit note's are taken off). */
function add(sum: TaxFigures, row: Omit<TaxFigures, "cess">, sign: 1 | -1): TaxFigures {
  return {
    taxable: sum.taxable + sign * row.taxable,
    igst: sum.igst + sign * row.igst,
    cgst: sum.cgst + sign * row.cgst,
    sgst: sum.sgst + sign * row.sgst,
    cess: sum.cess,
  };
}

export function gstr3b(returns: Gstr1): Gstr3b {
  let outward = NIL;
  for (const row of returns.b2b) outward = add(outward, row, 1);
  for (const row of returns.b2cs) outward = add(outward, row, 1);
  for (const row of returns.cdnr) outward = add(outward, row, -1);
  const places = new Map<string, UnregisteredSupply>();
  for (const row of returns.b2cs.filter((entry) => entry.place.slice(0, 2) !== HOME_STATE_CODE)) {
    const place = places.get(row.place) ?? { place: row.place, taxable: 0, igst: 0 };
    place.taxable += row.taxable;
    place.igst += row.igst;
    places.set(row.place, place);
  }
  return { outward, unregistered: [...places.values()].sort((a, b) => a.place.localeCompare(b.place)) };
}

/**
 * The month's Table 3.1(a) and 3.2 under the portal's GSTR-3B field names (`sup_details.osup_det`,
 * `inter_sup.unreg_details`), the period as MMYYYY: what the accountant types into the portal's
 * form, named as the portal's own GSTR-3B JSON names it. Only the figures the site knows: no
 * other row is written (a zero there would declare what the site cannot know).
 */
export function gstr3bJson(figures: Gstr3b, { gstin, month }: { gstin: string; month: string }) {
  const [year, number] = month.split("-") as [string, string];
  const { outward } = figures;
  return {
    gstin,
    ret_period: `${number}${year}`,
    sup_details: {
      osup_det: {
        txval: rupeesNumber(outward.taxable),
        iamt: rupeesNumber(outward.igst),
        camt: rupeesNumber(outward.cgst),
        samt: rupeesNumber(outward.sgst),
        csamt: rupeesNumber(outward.cess),
      },
    },
    ...(figures.unregistered.length
      ? {
          inter_sup: {
            unreg_details: figures.unregistered.map((row) => ({ pos: row.place.slice(0, 2), txval: rupeesNumber(row.taxable), iamt: rupeesNumber(row.igst) })),
          },
        }
      : {}),
  };
}
