import { parseWithZod } from "@conform-to/zod/v4";
import * as z from "zod/mini";

import { WARRANTY_BRANDS } from "~/content/warranty";
import { parseIsoDate } from "~/lib/time/warranty";

/** The warranty check's inputs (the GET form of /check-warranty). The invoice is never sent. */
export const warrantyCheckSchema = z.object({
  brand: z.enum(WARRANTY_BRANDS, "Choose your machine's brand"),
  purchaseDate: z.string({ error: "Choose the purchase date" }).check(z.refine((v) => parseIsoDate(v) !== null, "Enter the purchase date as a real date")),
});

/** Reads ?brand=&purchaseDate= as conform reads any form: the check's values, or its messages. */
export function parseWarrantyCheck(params: URLSearchParams) {
  return parseWithZod(params, { schema: warrantyCheckSchema });
}
