// The access log and every warning that names a URL write it through logPath: never a query's
// values (a search term is a customer's phone or name, and the log outlives an erasure), never a
// booking's token.
import { vi } from "vitest";

import { logPath, notFound } from "~/lib/http/log-path";

describe("what a log line shows of a URL", () => {
  test("a query's parameter names, never its values", () => {
    expect(logPath("/admin?q=9845077777")).toBe("/admin?q=…");
    expect(logPath("/admin?q=Asha+Rao&status=open&page=2")).toBe("/admin?q=…&status=…&page=…");
    expect(logPath("/admin/bookings/export?q=%2B91%2098450%2077777")).toBe("/admin/bookings/export?q=…");
    expect(logPath("/admin.data?q=9845077777&_routes=routes%2Fadmin._index")).toBe("/admin.data?q=…&_routes=…");
    expect(logPath("/terms?utm_source=wa&utm_campaign=%22%3E%3Cb%3E")).toBe("/terms?utm_source=…&utm_campaign=…");
    // A parameter with no value, or an empty one, is written the same way.
    expect(logPath("/admin?q")).toBe("/admin?q=…");
    expect(logPath("/admin?q=")).toBe("/admin?q=…");
  });

  test("a name that is not a plain word is hidden too (a phone typed as the whole query)", () => {
    expect(logPath("/admin?9845077777")).toBe("/admin?…=…");
    expect(logPath("/admin?asha%20rao=1")).toBe("/admin?…=…");
    expect(logPath("/admin?%E0%A4=1")).toBe("/admin?…=…");
    expect(logPath("/admin?q=1&&")).toBe("/admin?q=…");
    for (const url of ["/admin?9845077777", "/admin?x=9845077777", "/?a=b&9845077777=c", "/admin?q=98450%2077777#9845077777"]) {
      expect(logPath(url)).not.toMatch(/98450/);
    }
  });

  test("a path without a query is written as it is; a fragment never", () => {
    expect(logPath("/")).toBe("/");
    expect(logPath("/kn/locations/koramangala")).toBe("/kn/locations/koramangala");
    expect(logPath("/contact#form")).toBe("/contact");
    expect(logPath("/admin?")).toBe("/admin");
    // Short numbers (a booking's id, a year) stay; a phone or a transaction id typed into the path does not.
    expect(logPath("/admin/bookings/1234567/bill")).toBe("/admin/bookings/…/bill");
    expect(logPath("/admin/bookings/123456/bill")).toBe("/admin/bookings/123456/bill");
    expect(logPath("/9845077777")).toBe("/…");
    expect(logPath("/+91%2098450%2077777/x")).toBe("/…/x");
    expect(logPath("/2026-11-27")).toBe("/2026-11-27");
  });

  test("a booking's token is cut, in the path and in the thank-you's query", () => {
    expect(logPath("/booking/abcdefghijklmnopqrstuvwxyz012345/receipt")).toBe("/booking/:token/receipt");
    expect(logPath("/kn/booking/abcdefghijklmnopqrstuvwxyz012345?step=cancel")).toBe("/kn/booking/:token?step=…");
    expect(logPath("/book/thank-you?booking=abcdefghijklmnopqrstuvwxyz012345")).toBe("/book/thank-you?booking=…");
    expect(logPath("/booking/abcdefghijklmnopqrstuvwxyz012345.data")).toBe("/booking/:token");
  });

  test("at most 200 characters, the token cut before the line is", () => {
    expect(logPath(`/a${"/a".repeat(8_000)}`)).toHaveLength(201);
    const long = logPath(`/booking/${"t".repeat(300)}?${"x".repeat(40)}=1`);
    expect(long).toBe(`/booking/:token?…=…`);
    expect(logPath(`/admin?${Array.from({ length: 100 }, (_, i) => `p${i}=9845077777`).join("&")}`)).toMatch(/^\/admin\?p0=….{0,200}$/);
  });

  test("the 404 warning names the path only", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      expect(notFound(new Request("http://localhost/booking/abcdefghijklmnopqrstuvwxyz012345?q=9845077777")).status).toBe(404);
      expect(warn).toHaveBeenCalledWith("404 Not Found: /booking/:token");
    } finally {
      warn.mockRestore();
    }
  });
});
