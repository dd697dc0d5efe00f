// The owner's price list as the job screen offers it.

/** The cheapest item first, then by name as the reader reads it (`language`, a BCP 47 tag), so the everyday visit charge is at the top. */
export function cheapestFirst<T extends { unit_paise: number }>(items: readonly T[], nameOf: (item: T) => string, language: string): T[] {
  const collator = new Intl.Collator(language);
  return [...items].sort((a, b) => a.unit_paise - b.unit_paise || collator.compare(nameOf(a), nameOf(b)));
}
