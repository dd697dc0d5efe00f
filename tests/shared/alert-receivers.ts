// The outside world of booking alerts, on this machine: a real SMTP server (smtp-server, the
// mail is parsed with mailparser), a plain HTTP receiver for the webhook and for a push service,
// and what a browser does with a push subscription (its keys, and decrypting what it receives).
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
};

export type SmtpReceiver = {
  port: number;
  url: string;
  /** Every message accepted since the first start (restarts on the same port keep the list). */
  messages: ReceivedMail[];
  stop(): Promise<void>;
  /** Listens again on the same port (after stop). */
  start(): Promise<void>;
};

/** A real SMTP server on a loopback port that accepts mail only from `user` / `password`. */
export async function startSmtpReceiver({ user = "alerts", password = "smtp-pass-w0rd", port = 0 } = {}): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let listenPort = port;
  const listen = async () => {
    server = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === user && auth.password === password) callback(null, { user });
        else callback(new Error("Invalid username or password"));
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: mail.subject ?? "",
              text: mail.text ?? "",
              html: typeof mail.html === "string" ? mail.html : "",
              messageId: mail.messageId ?? "",
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once("error", reject);
      server!.listen(listenPort, "127.0.0.1", () => resolve());
    });
    listenPort = (server!.server.address() as AddressInfo).port;
  };
  await listen();
  return {
    get port() {
      return listenPort;
    },
    get url() {
      return `smtp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${listenPort}`;
    },
    messages,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start: listen,
  };
}

type ReceivedRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: Buffer };

export type HttpReceiver = {
  url: string;
  requests: ReceivedRequest[];
  /** The status the next requests are answered with (201 until changed). */
  answerWith(status: number): void;
  stop(): Promise<void>;
};

/** An HTTP server on a loopback port that records every request and answers with a set status. */
export async function startHttpReceiver(): Promise<HttpReceiver> {
  const requests: ReceivedRequest[] = [];
  let status = 201;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests.push({ method: request.method ?? "", path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    requests,
    answerWith: (next) => {
      status = next;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls `read` until `accept` takes its value, or fails after `timeoutMs`. */
export async function waitFor<T>(read: () => T, accept: (value: T) => boolean, timeoutMs = 10_000, what = "the condition"): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A browser's push subscription keys: the P-256 key pair and the auth secret. */
export function browserPushKeys() {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey("base64url"), authBase64: auth.toString("base64url") };
}

/**
 * A webhook receiver's check of X-Signature, as docs/alerts.md gives it: `t=...,v1=...`, the HMAC of
 * `t.body`, refused when `t` is more than 5 minutes from `nowMs`.
 */
export function verifyWebhookSignature(header: string | string[] | undefined, rawBody: string, secret: string, nowMs = Date.now()): boolean {
  if (typeof header !== "string") return false;
  const { t, v1 } = Object.fromEntries(header.split(",").map((part) => part.split("=")));
  if (!t || !v1 || Math.abs(nowMs / 1000 - Number(t)) > 300) return false;
  const expected = crypto.createHmac("sha256", secret).update(`${t}.${rawBody}`).digest("hex");
  return v1.length === expected.length && crypto.timingSafeEqual(Buffer.from(v1), Buffer.from(expected));
}

function hmac(key: Buffer, data: Buffer): Buffer {
  return crypto.createHmac("sha256", key).update(data).digest();
}

/**
 * What the browser does with a push message: decrypts an aes128gcm body (RFC 8188 with the
 * Web Push key derivation of RFC 8291), written here independently of web-push to check it.
 */
export function decryptPushBody(body: Buffer, keys: ReturnType<typeof browserPushKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const sharedSecret = keys.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), senderPublicKey, Buffer.from([1])]);
  const ikm = hmac(hmac(keys.auth, sharedSecret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01", "latin1")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01", "latin1")).subarray(0, 12);
  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString("utf8");
}

/**
 * Checks a VAPID Authorization header ("vapid t=<JWT>, k=<public key>") as a push service does:
 * an ES256 JWT signed by that key, for the endpoint's origin, not expired. Returns its claims.
 */
export function verifyVapidHeader(header: string | undefined, endpoint: string): { aud: string; exp: number; sub: string; key: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`Not a VAPID Authorization header: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, payload, signature] = jwt.split(".") as [string, string, string];
  const point = Buffer.from(key, "base64url");
  const publicKey = crypto.createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33, 65).toString("base64url") },
    format: "jwk",
  });
  const valid = crypto.verify("sha256", Buffer.from(`${head}.${payload}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!valid) throw new Error("The VAPID JWT's signature does not verify");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { aud: string; exp: number; sub: string };
  if (claims.aud !== new URL(endpoint).origin) throw new Error(`The VAPID JWT is for ${claims.aud}, not ${new URL(endpoint).origin}`);
  return { ...claims, key };
}
