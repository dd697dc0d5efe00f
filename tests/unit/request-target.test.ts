import { logPath } from "~/lib/http/log-path";
import { localePath, LOCALES, unprefixedPath } from "~/lib/i18n/locales";

import { canonicalPath, MAX_PATH_BYTES, MAX_PATH_SEGMENTS, readTarget } from "../../server/request-target";

describe("the request-target, read before anything else", () => {
  test("a path of the site passes as it is, its query kept", () => {
    expect(readTarget("/")).toEqual({ kind: "path", pathname: "/", search: "" });
    expect(readTarget("/kn/locations/koramangala?utm_source=wa")).toEqual({ kind: "path", pathname: "/kn/locations/koramangala", search: "?utm_source=wa" });
  });

  test("the site's deepest and longest paths fit its bounds", () => {
    for (const locale of LOCALES) {
      const deepest = `/${locale}/booking/${"x".repeat(43)}/receipt`;
      expect(readTarget(deepest).kind).toBe("path");
    }
    expect(readTarget("/admin/bookings/123456/bill").kind).toBe("path");
  });

  test("a path longer than the site's, in bytes or segments, is refused with a 414, in time linear in its length", () => {
    expect(readTarget(`/${"a".repeat(MAX_PATH_BYTES)}`)).toMatchObject({ kind: "refused", status: 414 });
    expect(readTarget("/a".repeat(MAX_PATH_SEGMENTS + 1))).toMatchObject({ kind: "refused", status: 414 });
    expect(readTarget("/a".repeat(MAX_PATH_SEGMENTS)).kind).toBe("path");
    const started = performance.now();
    expect(readTarget("/a".repeat(8_000))).toMatchObject({ kind: "refused", status: 414 });
    expect(readTarget("/".repeat(16_000))).toMatchObject({ kind: "refused", status: 414 });
    expect(readTarget(`/__manifest?${"p=/a/a/a/a/a/a/a/a/a/a/a&".repeat(300)}`)).toMatchObject({ kind: "refused", status: 414 });
    expect(performance.now() - started).toBeLessThan(50);
    // Remix's own route discovery, asking about the site's paths, passes.
    expect(readTarget("/__manifest?p=%2Fkn%2Fcontact&p=%2Flocations%2Fhsr-layout&version=abc").kind).toBe("path");
  });

  test("a target that is not a path is refused", () => {
    expect(readTarget("http://evil.example/privacy")).toMatchObject({ kind: "refused", status: 400 });
    expect(readTarget("*")).toMatchObject({ kind: "refused", status: 400 });
  });

  test.each([
    ["//evil.example/x", "/evil.example/x"],
    ["/kn//evil.example/x", "/kn/evil.example/x"],
    ["/.//evil.example/", "/evil.example"],
    ["/\\evil.example/x", "/evil.example/x"],
    ["/\\\\evil.example", "/evil.example"],
    ["/kn/\\/evil.example", "/kn/evil.example"],
    ["/./\t/evil.example", "/evil.example"],
    ["/view-all-areas/", "/view-all-areas"],
    ["/view-all-areas//?x=1", "/view-all-areas?x=1"],
    ["/a/../contact", "/contact"],
  ])("%j is redirected to %j, never to another host", (target, location) => {
    expect(readTarget(target)).toEqual({ kind: "redirect", location });
    expect(location.startsWith("//")).toBe(false);
  });

  test("the one form of a path is its own one form", () => {
    for (const path of ["/", "/contact", "/kn/locations/hsr-layout", "/%7Bx%7D"]) expect(canonicalPath(path)).toBe(path);
    expect(canonicalPath(canonicalPath("/{x}"))).toBe(canonicalPath("/{x}"));
  });
});

describe("links the app builds from a path", () => {
  test.each(["//evil.example/x", "/kn//evil.example/x", "/hi/\\evil.example", "\\\\evil.example"])(
    "the language switcher's links for %j stay on the site",
    (pathname) => {
      for (const locale of LOCALES) {
        const link = localePath(locale, unprefixedPath(pathname));
        expect(link).toMatch(/^\/[^/\\]/);
      }
    },
  );
});

describe("what the log shows of a path", () => {
  test("at most 200 characters, and never a booking's token", () => {
    expect(logPath(`/a${"/a".repeat(8_000)}`)).toHaveLength(201);
    expect(logPath("/booking/abcdefghijklmnopqrstuvwxyz012345/receipt")).toBe("/booking/:token/receipt");
  });
});
