// Reading a signed webhook (app/integrations/signed-webhook.server.ts): never more bytes than the
// limit, the signature over exactly the bytes read, and the body's shape checked before anyone
// sees it. The WhatsApp route over HTTP: tests/e2e/body-limits.spec.ts and whatsapp.spec.ts.
import { createHmac } from "node:crypto";

import { describe, expect, it } from "vitest";

import { readSignedWebhook } from "~/integrations/signed-webhook.server";
import { whatsappWebhookSchema } from "~/integrations/whatsapp-webhook";
import { BODY_LIMITS } from "~/lib/http/body-limits";

const SECRET = "test-app-secret";
const sign = (raw: string | Uint8Array, secret = SECRET) => `sha256=${createHmac("sha256", secret).update(raw).digest("hex")}`;

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request("http://localhost/webhooks/whatsapp", { method: "POST", headers, body, duplex: "half" } as RequestInit);
}

const read = (request: Request, limit: number = BODY_LIMITS.webhook) =>
  readSignedWebhook(request, { secret: SECRET, signatureHeader: "X-Hub-Signature-256", signaturePrefix: "sha256=", limit, schema: whatsappWebhookSchema });

const REPLY = {
  object: "whatsapp_business_account",
  entry: [
    {
      id: "1",
      changes: [
        {
          field: "messages",
          value: {
            messaging_product: "whatsapp",
            messages: [
              {
                id: "wamid.2",
                from: "919845012345",
                timestamp: "1767225600",
                type: "text",
                text: { body: "1" },
                context: { id: "wamid.1", from: "15550001111" },
              },
            ],
            statuses: [{ id: "wamid.1", status: "read", timestamp: "1767225600", recipient_id: "919845012345" }],
          },
        },
      ],
    },
  ],
};

/** A body of `total` bytes in chunks, counting what was pulled from it. */
function counted(total: number, chunkSize = 16 * 1024) {
  const chunk = new Uint8Array(chunkSize).fill(0x20);
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      state.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, state, chunkSize };
}

describe("readSignedWebhook", () => {
  it("answers the parsed body of a signed one, the reply's context kept", async () => {
    const raw = JSON.stringify(REPLY);
    const result = await read(post(raw, { "X-Hub-Signature-256": sign(raw) }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const message = result.body.entry[0]!.changes[0]!.value.messages![0]!;
    expect(message).toMatchObject({ id: "wamid.2", from: "919845012345", text: { body: "1" }, context: { id: "wamid.1", from: "15550001111" } });
    expect(result.body.entry[0]!.changes[0]!.value.statuses![0]).toMatchObject({ id: "wamid.1", status: "read" });
  });

  it("refuses a missing signature, another secret's, and one over other bytes with 401", async () => {
    const raw = JSON.stringify(REPLY);
    expect(await read(post(raw))).toEqual({ ok: false, status: 401, reason: "Bad signature" });
    expect(await read(post(raw, { "X-Hub-Signature-256": sign(raw, "another-secret") }))).toMatchObject({ ok: false, status: 401 });
    expect(await read(post(`${raw} `, { "X-Hub-Signature-256": sign(raw) }))).toMatchObject({ ok: false, status: 401 });
    // The hex digest alone, without its prefix, is not Meta's form.
    expect(await read(post(raw, { "X-Hub-Signature-256": sign(raw).slice("sha256=".length) }))).toMatchObject({ ok: false, status: 401 });
  });

  it("refuses a body declared over the limit without reading any of it, and one streamed over it as it passes the limit", async () => {
    const declared = counted(10 * BODY_LIMITS.webhook);
    const withLength = new Request("http://localhost/webhooks/whatsapp", {
      method: "POST",
      headers: { "Content-Length": String(10 * BODY_LIMITS.webhook) },
      body: declared.stream,
      duplex: "half",
    } as RequestInit);
    expect(await read(withLength)).toEqual({ ok: false, status: 413, reason: "Too large" });
    // A stream fills its queue once before anyone reads it: one chunk at most.
    expect(declared.state.pulled).toBeLessThanOrEqual(declared.chunkSize);

    const streamed = counted(50 * 1024 * 1024);
    expect(await read(post(streamed.stream))).toEqual({ ok: false, status: 413, reason: "Too large" });
    expect(streamed.state.pulled).toBeGreaterThan(BODY_LIMITS.webhook);
    expect(streamed.state.pulled).toBeLessThanOrEqual(BODY_LIMITS.webhook + 2 * streamed.chunkSize);
  });

  it("takes a signed body of exactly the limit and refuses one byte more", async () => {
    const exact = `${JSON.stringify(REPLY)}`.padEnd(1_000, " ");
    expect(await read(post(exact, { "X-Hub-Signature-256": sign(exact) }), 1_000)).toMatchObject({ ok: true });
    const over = `${exact} `;
    expect(await read(post(over, { "X-Hub-Signature-256": sign(over) }), 1_000)).toMatchObject({ ok: false, status: 413 });
  });

  it("refuses a signed body that is not JSON, or not of the documented shape, with 400", async () => {
    for (const raw of ["not json", "{", ""]) {
      expect(await read(post(raw, { "X-Hub-Signature-256": sign(raw) })), raw).toEqual({ ok: false, status: 400, reason: "Not JSON" });
    }
    const wrongShapes = [
      null,
      5,
      "text",
      [],
      {},
      { entry: 5 },
      { entry: [5] },
      { entry: [{ changes: {} }] },
      { entry: [{ changes: [{}] }] },
      { entry: [{ changes: [{ value: null }] }] },
      { entry: [{ changes: [{ value: { statuses: 5 } }] }] },
      { entry: [{ changes: [{ value: { messages: [{ id: 5, from: "919845012345" }] } }] }] },
      { entry: [{ changes: [{ value: { messages: [{ id: "wamid.3", from: "919845012345", text: "STOP" }] } }] }] },
      { entry: [{ changes: [{ value: { messages: [{ id: "wamid.3", from: "919845012345", context: "wamid.1" }] } }] }] },
      { entry: [{ changes: [{ value: { statuses: [{ id: "wamid.1", status: "read", errors: {} }] } }] }] },
    ];
    for (const shape of wrongShapes) {
      const raw = JSON.stringify(shape);
      expect(await read(post(raw, { "X-Hub-Signature-256": sign(raw) })), raw).toEqual({ ok: false, status: 400, reason: "Unexpected shape" });
    }
  });

  it("checks the signature before the shape: an unsigned body of the wrong shape is a 401", async () => {
    expect(await read(post("null"))).toMatchObject({ ok: false, status: 401 });
  });
});
