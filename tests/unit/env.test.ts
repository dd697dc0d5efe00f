// The environment is checked in one place, once: a start with bad values names every one of them.
import { describe, expect, it } from "vitest";

import { parseEnv } from "~/env.server";

describe("the environment", () => {
  it("gives typed values and the defaults docs/configuration.md gives", () => {
    const env = parseEnv({ PORT: "8080", SITE_URL: "https://washfixbengaluru.in/", BOOKING_LIMIT_PER_DAY: " 40 " });
    expect(env).toMatchObject({ NODE_ENV: "development", PORT: 8080, SITE_URL: "https://washfixbengaluru.in", BOOKING_LIMIT_PER_DAY: 40 });
    expect(env).toMatchObject({ DATABASE_PATH: "./data/app.db", BOOKING_LIMIT_PER_10_MINUTES: 5, OPEN_BOOKINGS_PER_PHONE: 3, PUSH_SERVICE_ORIGINS: [] });
    // Set but empty is unset, as a `fly secrets` value cleared to "" is.
    expect(parseEnv({ SMTP_URL: "", ALERT_EMAIL_TO: " " }).SMTP_URL).toBeUndefined();
  });

  it("refuses a start with bad values, listing every one of them", () => {
    let message = "";
    try {
      parseEnv({
        NODE_ENV: "prod",
        PORT: "eighty",
        SITE_URL: "washfixbengaluru.in",
        OPEN_BOOKINGS_PER_PHONE: "-1",
        CLOCK_START: "tomorrow",
        ALERT_WEBHOOK_URL: "https://hooks.example.com/x",
        VAPID_PUBLIC_KEY: "half a pair",
      });
    } catch (error) {
      message = (error as Error).message;
    }
    const [title, ...problems] = message.split("\n");
    expect(title).toBe("The environment is not valid:");
    expect(problems.sort()).toEqual(
      [
        "  - CLOCK_START is not an ISO-8601 instant",
        "  - NODE_ENV must be production, development or test",
        '  - OPEN_BOOKINGS_PER_PHONE must be a whole number above 0 (it is "-1")',
        "  - PORT must be a port number",
        "  - SITE_URL must be an http:// or https:// URL, e.g. https://washfixbengaluru.in",
        "  - ALERT_WEBHOOK_SECRET is not set",
        "  - VAPID_PRIVATE_KEY is not set (set both VAPID keys, or neither)",
      ].sort(),
    );
  });

  it("refuses an alert channel set halfway or wrong, and a short SESSION_SECRET in production", () => {
    expect(() => parseEnv({ ALERT_WEBHOOK_URL: "https://hooks.example.com/x" })).toThrow("ALERT_WEBHOOK_SECRET is not set");
    expect(() => parseEnv({ SMTP_URL: "smtp://mail.example.com", ALERT_EMAIL_TO: "owner", ALERT_EMAIL_FROM: "a@example.com" })).toThrow(
      "ALERT_EMAIL_TO has an address that is not valid: owner",
    );
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: "x".repeat(87) })).toThrow("VAPID_PRIVATE_KEY is not set");
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow("SESSION_SECRET must be set to at least 32 random characters");
  });
});
