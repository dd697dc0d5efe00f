// The payment gateway's settings (docs/configuration.md, docs/decisions/0020-a-gateway-for-upi.md):
// on with its key id, key secret and webhook secret set, off with none; one set halfway or wrong
// stops the start (app/env.server.ts checks with this). The API's base URL is
// https://api.razorpay.com, or http:// only on a loopback address (the tests' gateway).

type GatewayVariable = "RAZORPAY_KEY_ID" | "RAZORPAY_KEY_SECRET" | "RAZORPAY_WEBHOOK_SECRET" | "RAZORPAY_API_URL";
type Env = { readonly [name in GatewayVariable]?: string | undefined };

export type GatewayConfig = { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string };

/** On, with its settings; or off, with why (a reason only matters when some of it was set). */
export type GatewaySetting = { on: true; config: GatewayConfig } | { on: false; reason: string };

const REQUIRED = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const;
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

export function gatewayConfig(env: Env): GatewaySetting {
  const value = (name: GatewayVariable) => env[name]?.trim() ?? "";
  const unset = REQUIRED.filter((name) => !value(name));
  if (unset.length)
    return { on: false, reason: `${unset.join(" and ")} ${unset.length === 1 ? "is" : "are"} not set: set all three for the payment gateway, or none` };
  const apiUrl = (value("RAZORPAY_API_URL") || "https://api.razorpay.com").replace(/\/+$/, "");
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    return { on: false, reason: "RAZORPAY_API_URL is not a URL" };
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK.test(url.hostname)))
    return { on: false, reason: "RAZORPAY_API_URL must be https://, or http:// on a loopback address" };
  if (!/^rzp_(test|live)_\w+$/.test(value("RAZORPAY_KEY_ID")))
    return { on: false, reason: "RAZORPAY_KEY_ID is not a Razorpay key id (rzp_live_… or rzp_test_…)" };
  return {
    on: true,
    config: { keyId: value("RAZORPAY_KEY_ID"), keySecret: value("RAZORPAY_KEY_SECRET"), webhookSecret: value("RAZORPAY_WEBHOOK_SECRET"), apiUrl },
  };
}
