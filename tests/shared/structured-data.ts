/** A page's schema.org items: every <script type="application/ld+json"> in its HTML, a @graph's items one by one. */
export function structuredDataIn(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(m[1]!) as Record<string, unknown>;
    } catch (error) {
      throw new Error(`JSON-LD does not parse (${String(error)}): ${JSON.stringify(m[1])}`);
    }
    if (data["@context"] !== "https://schema.org") throw new Error(`JSON-LD without the schema.org @context: ${m[1]!.slice(0, 80)}`);
    return Array.isArray(data["@graph"]) ? (data["@graph"] as Record<string, unknown>[]) : [data];
  });
}
