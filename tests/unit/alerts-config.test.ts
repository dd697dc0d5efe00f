// Which alert channels are on, from the environment, and why one is off.
import { describe, expect, it } from "vitest";
import webpush from "web-push";

import { deviceLabel } from "~/alerts/device-label";
import { parseEnv } from "~/env.server";
import { emailConfig, isPushService, redact, secretsOf, vapidEnv, webhookConfig } from "~/outbox/config.server";

describe("alert channel configuration", () => {
  it("pushes only to the browsers' push services over https, or to an origin PUSH_SERVICE_ORIGINS names", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:123",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAA",
      "https://web.push.apple.com/QGuQ",
      "https://wns2-pn1p.notify.windows.com/w/?token=BQYAAA",
    ]) {
      expect(isPushService(endpoint, []), endpoint).toBe(true);
    }
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://fcm.googleapis.com.evil.example/x",
      "https://user:pass@fcm.googleapis.com/x",
      "https://evilpush.apple.com.example/x",
      "http://127.0.0.1:3000/hook",
      "https://[::1]/x",
      "http://169.254.169.254/latest/meta-data",
      "https://localhost/x",
      "not a url",
    ]) {
      expect(isPushService(endpoint, []), endpoint).toBe(false);
    }
    const origins = parseEnv({ PUSH_SERVICE_ORIGINS: " http://127.0.0.1:4000 , https://push.example.org" }).PUSH_SERVICE_ORIGINS;
    expect(isPushService("http://127.0.0.1:4000/device-1", origins)).toBe(true);
    expect(isPushService("http://127.0.0.1:4001/device-1", origins)).toBe(false);
    expect(isPushService("https://push.example.org/d", origins)).toBe(true);
  });

  it("turns e-mail on only with a valid SMTP URL, recipients and sender, and says what is wrong otherwise", () => {
    const env = {
      SMTP_URL: "smtp://u:p@mail.example.com:587",
      ALERT_EMAIL_TO: " a@example.com,b@example.com ,",
      ALERT_EMAIL_FROM: "Alerts <alerts@example.com>",
    };
    expect(emailConfig(env)).toEqual({ on: true, config: { smtpUrl: env.SMTP_URL, to: ["a@example.com", "b@example.com"], from: env.ALERT_EMAIL_FROM } });
    expect(emailConfig({ ...env, SMTP_URL: "" })).toEqual({ on: false, reason: "SMTP_URL is not set" });
    expect(emailConfig({})).toEqual({ on: false, reason: "SMTP_URL and ALERT_EMAIL_TO and ALERT_EMAIL_FROM are not set" });
    expect(emailConfig({ ...env, SMTP_URL: "mail.example.com:587" })).toEqual({ on: false, reason: "SMTP_URL is not an smtp:// or smtps:// URL" });
    expect(emailConfig({ ...env, ALERT_EMAIL_TO: "a@example.com, not-an-address" })).toEqual({
      on: false,
      reason: "ALERT_EMAIL_TO has an address that is not valid: not-an-address",
    });
    expect(emailConfig({ ...env, ALERT_EMAIL_FROM: "Alerts" })).toEqual({ on: false, reason: "ALERT_EMAIL_FROM is not an e-mail address" });
  });

  it("turns the webhook on only with an http(s) URL and a secret", () => {
    expect(webhookConfig({ ALERT_WEBHOOK_URL: "https://hooks.example.com/x", ALERT_WEBHOOK_SECRET: "s" }).on).toBe(true);
    expect(webhookConfig({ ALERT_WEBHOOK_URL: "https://hooks.example.com/x" })).toEqual({ on: false, reason: "ALERT_WEBHOOK_SECRET is not set" });
    expect(webhookConfig({ ALERT_WEBHOOK_URL: "ftp://x", ALERT_WEBHOOK_SECRET: "s" })).toEqual({
      on: false,
      reason: "ALERT_WEBHOOK_URL is not an http:// or https:// URL",
    });
  });

  it("takes VAPID keys from the environment when both are set and well formed, else uses the stored pair", () => {
    const keys = webpush.generateVAPIDKeys();
    expect(vapidEnv({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey })).toEqual({
      on: true,
      config: { keys, subject: "mailto:help@washfixbengaluru.in" },
    });
    expect(vapidEnv({})).toEqual({ on: true, config: { keys: null, subject: "mailto:help@washfixbengaluru.in" } });
    expect(vapidEnv({ VAPID_PUBLIC_KEY: keys.publicKey })).toMatchObject({ on: false, reason: expect.stringContaining("VAPID_PRIVATE_KEY is not set") });
    expect(vapidEnv({ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: "short" })).toMatchObject({ on: false });
    expect(vapidEnv({ VAPID_SUBJECT: "owner@example.com" })).toMatchObject({ on: false, reason: "VAPID_SUBJECT is not a mailto: or https:// URL" });
  });

  it("never lets a secret into an error message", () => {
    const env = {
      SMTP_URL: "smtp://user:p%40ss-w0rd@mail.example.com",
      ALERT_WEBHOOK_URL: "https://api.telegram.org/bot123:TOKEN/x",
      ALERT_WEBHOOK_SECRET: "hook-secret",
    };
    const secrets = secretsOf(env);
    expect(redact("Invalid login for p@ss-w0rd; POST https://api.telegram.org/bot123:TOKEN/x signed with hook-secret", secrets)).toBe(
      "Invalid login for ***; POST *** signed with ***",
    );
    expect(redact("x".repeat(600), secrets)).toHaveLength(500);
  });

  it("names a device by its browser and system", () => {
    expect(deviceLabel("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36")).toBe(
      "Chrome on Android",
    );
    expect(
      deviceLabel("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1"),
    ).toBe("Safari on iPhone");
    expect(deviceLabel(null)).toBe("A browser on an unknown system");
  });
});
