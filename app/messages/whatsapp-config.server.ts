// The WhatsApp channel's settings (docs/configuration.md): on with all of its variables set, off
// with none; one set halfway or wrong stops the start (app/env.server.ts checks with this). The
// API's base URL is https://graph.facebook.com, or http:// only on a loopback address (the
// tests' receiver).
import type { Configured } from "~/outbox/config.server";

type WhatsappVariable =
  "WHATSAPP_PHONE_NUMBER_ID" | "WHATSAPP_ACCESS_TOKEN" | "WHATSAPP_APP_SECRET" | "WHATSAPP_VERIFY_TOKEN" | "WHATSAPP_API_URL" | "WHATSAPP_API_VERSION";
type Env = { readonly [name in WhatsappVariable]?: string | undefined };

export type WhatsappConfig = { phoneNumberId: string; accessToken: string; appSecret: string; verifyToken: string; apiUrl: string; apiVersion: string };

const REQUIRED = ["WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_ACCESS_TOKEN", "WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"] as const;
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

export function whatsappConfig(env: Env): Configured<WhatsappConfig> {
  const value = (name: WhatsappVariable) => env[name]?.trim() ?? "";
  const unset = REQUIRED.filter((name) => !value(name));
  if (unset.length) return { on: false, reason: `${unset.join(" and ")} ${unset.length === 1 ? "is" : "are"} not set` };
  const apiUrl = (value("WHATSAPP_API_URL") || "https://graph.facebook.com").replace(/\/+$/, "");
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    return { on: false, reason: "WHATSAPP_API_URL is not a URL" };
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK.test(url.hostname)))
    return { on: false, reason: "WHATSAPP_API_URL must be https://, or http:// on a loopback address" };
  const apiVersion = value("WHATSAPP_API_VERSION") || "v23.0";
  if (!/^v\d+\.\d+$/.test(apiVersion)) return { on: false, reason: "WHATSAPP_API_VERSION is not a Graph API version like v23.0" };
  if (!/^\d+$/.test(value("WHATSAPP_PHONE_NUMBER_ID"))) return { on: false, reason: "WHATSAPP_PHONE_NUMBER_ID is not the number's id (digits)" };
  return {
    on: true,
    config: {
      phoneNumberId: value("WHATSAPP_PHONE_NUMBER_ID"),
      accessToken: value("WHATSAPP_ACCESS_TOKEN"),
      appSecret: value("WHATSAPP_APP_SECRET"),
      verifyToken: value("WHATSAPP_VERIFY_TOKEN"),
      apiUrl,
      apiVersion,
    },
  };
}
