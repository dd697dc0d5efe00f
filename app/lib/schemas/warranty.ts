import * as z from "zod/mini";
import { WARRANTY_BRANDS } from "~/content/warranty";
import { parseIsoDate } from "~/lib/time/warranty";

/** The warranty check's inputs (the GET form of /check-warranty). The invoice is never sent. */
export const warrantyCheckSchema = z.object({
  brand: z.enum(WARRANTY_BRANDS, "Choose your machine's brand"),
  purchaseDate: z.string({ error: "Choose the purchase date" }).check(
    z.refine((v) => parseIsoDate(v) !== null, "Enter the purchase date as a real date"),
  ),
});

export type WarrantyCheck = z.output<typeof warrantyCheckSchema>;

/** Reads ?brand=&purchaseDate=; null when the visitor has not asked yet or asked with nonsense. */
export function parseWarrantyCheck(params: URLSearchParams) {
  return warrantyCheckSchema.safeParse({
    brand: params.get("brand") ?? undefined,
    purchaseDate: params.get("purchaseDate") ?? undefined,
  });
}
