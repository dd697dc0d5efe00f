import zlib from "node:zlib";

/**
 * The gzipped size (zlib's default level) of a page's inline scripts, gzipped together as they
 * travel in the HTML. Only code counts: scripts with a src are counted as files, and JSON-LD (or
 * any other non-JavaScript type) is data; the module script held until a person first touches the page is code.
 */
export function inlineScriptsGzipBytes(html: string): number {
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => {
      if (/\bsrc\s*=/i.test(attributes!)) return false;
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes!)?.[1]?.toLowerCase();
      // text/x-on-touch: Remix's module script, held until a person first touches the page (app/components/layout/scripts.tsx).
      return type === undefined || type === "module" || type === "text/x-on-touch" || type.endsWith("javascript");
    })
    .map(([, , code]) => code!)
    .join("\n");
  return inline.trim() ? zlib.gzipSync(inline).length : 0;
}
