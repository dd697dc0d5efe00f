// The customer's WhatsApp messages against a real HTTP server in this test that speaks
// the Cloud API's documented shapes: it checks the bearer token, the template's name, language and
// parameters, answers with a message id, fails on demand; the test posts status webhooks signed as
// Meta signs them (X-Hub-Signature-256, HMAC-SHA256 of the raw body with the app secret).
import { createHmac } from "node:crypto";
import http from "node:http";
import path from "node:path";

import { type AppServer, freePort, startAppServer, tempDir } from "../shared/app-server";
import { expect, test } from "./fixtures";
import { bookingFormFields, queryAt, TODAY, uniqueName } from "./support";

const PHONE_NUMBER_ID = "106540352242922";
const TOKEN = "EAAG-test-access-token";
const APP_SECRET = "test-app-secret";
const VERIFY_TOKEN = "washfix-verify";

type Sent = { to: string; template: string; language: string; parameters: string[]; id: string };

/** The Cloud API's messages endpoint, as documented: what it accepted, and a switch to fail the next calls with a 500. */
async function startReceiver() {
  const sent: Sent[] = [];
  const state = { failNext: 0, calls: 0 };
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const answer = (status: number, json: unknown) => res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(json));
      if (req.method !== "POST" || req.url !== `/v23.0/${PHONE_NUMBER_ID}/messages`) return answer(404, { error: { message: "Unknown path", code: 100 } });
      if (req.headers.authorization !== `Bearer ${TOKEN}`) return answer(401, { error: { message: "Invalid OAuth access token", code: 190 } });
      state.calls += 1;
      if (state.failNext > 0) {
        state.failNext -= 1;
        return answer(500, { error: { message: "An unknown error occurred", code: 1 } });
      }
      const message = JSON.parse(body) as {
        messaging_product?: string;
        to?: string;
        type?: string;
        text?: { body?: string };
        template?: { name?: string; language?: { code?: string }; components?: { type: string; parameters: { type: string; text: string }[] }[] };
      };
      // A free-form text (a staff answer within the customer service window): its body, as the API documents it.
      if (message.messaging_product === "whatsapp" && message.type === "text" && message.to && message.text?.body) {
        const id = `wamid.${crypto.randomUUID()}`;
        sent.push({ to: message.to, template: "", language: "", parameters: [message.text.body], id });
        return answer(200, { messaging_product: "whatsapp", contacts: [{ input: message.to, wa_id: message.to }], messages: [{ id }] });
      }
      const parameters = message.template?.components?.find((component) => component.type === "body")?.parameters ?? [];
      if (message.messaging_product !== "whatsapp" || message.type !== "template" || !message.template?.name || !message.template.language?.code || !message.to)
        return answer(400, { error: { message: "Invalid parameter", code: 100 } });
      if (parameters.some((parameter) => parameter.type !== "text" || !parameter.text))
        return answer(400, { error: { message: "Parameter missing", code: 132000 } });
      const id = `wamid.${crypto.randomUUID()}`;
      sent.push({ to: message.to, template: message.template.name, language: message.template.language.code, parameters: parameters.map((p) => p.text), id });
      return answer(200, { messaging_product: "whatsapp", contacts: [{ input: message.to, wa_id: message.to }], messages: [{ id }] });
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { sent, state, url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let app: AppServer;
test.beforeAll(async () => {
  receiver = await startReceiver();
  app = await startAppServer({
    databasePath: path.join(tempDir("whatsapp"), "app.db"),
    env: {
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_ACCESS_TOKEN: TOKEN,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      WHATSAPP_API_URL: receiver.url,
      GOOGLE_REVIEW_URL: "https://g.page/r/washfix-test/review",
      // The shared morning (08:00 in Bengaluru, playwright.config.ts): the 6 pm reminder of the
      // next day's visits never joins the messages counted here, whatever the hour of the run.
      CLOCK_START: process.env.E2E_CLOCK_START!,
      CLOCK_START_ALLOWED: "1",
    },
  });
});
test.afterAll(async () => {
  await app?.stop();
  await receiver?.close();
});

/** A webhook POST as Meta sends it: the raw JSON and its signature. */
function webhook(body: unknown, secret = APP_SECRET) {
  const raw = JSON.stringify(body);
  return {
    data: raw,
    headers: { "Content-Type": "application/json", "X-Hub-Signature-256": `sha256=${createHmac("sha256", secret).update(raw).digest("hex")}` },
  };
}
const statusUpdate = (id: string, status: string) => ({
  object: "whatsapp_business_account",
  entry: [
    {
      id: "1",
      changes: [
        {
          field: "messages",
          value: { messaging_product: "whatsapp", statuses: [{ id, status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: "919845012345" }] },
        },
      ],
    },
  ],
});
const inbound = (from: string, text: string, context?: { id: string }) => ({
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
                from,
                id: `wamid.in-${crypto.randomUUID()}`,
                timestamp: "1764300000",
                type: "text",
                text: { body: text },
                ...(context ? { context: { from, ...context } } : {}),
              },
            ],
          },
        },
      ],
    },
  ],
});

test("a booking made in Kannada without JavaScript sends one template in kn, once though the API failed first; a signed status shows on the admin page, a forged one changes nothing; STOP stops the next message", async ({
  asStaff,
  browser,
}) => {
  test.setTimeout(60_000);
  // The handshake: the challenge echoed only with the right verify token.
  const handshake = (token: string) => fetch(`${app.origin}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`);
  expect(await (await handshake(VERIFY_TOKEN)).text()).toBe("1158201444");
  expect((await handshake("wrong")).status).toBe(403);

  // The API fails the first attempt with a 500.
  receiver.state.failNext = 1;
  const phone = `98${String(Date.now()).slice(-8)}`;
  const name = uniqueName("Kavya");
  const page = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const posted = await page.request.post(`${app.origin}/kn/book`, { form: { ...bookingFormFields(name), phone } });
  expect(posted.ok()).toBe(true);
  const booking = queryAt<{ id: number; reference: string }>(app.databasePath, "select id, reference from bookings where name = ?", name)[0]!;
  await expect.poll(() => receiver.sent.filter((message) => message.to === `91${phone}`).length, { timeout: 30_000 }).toBe(1);
  const [received] = receiver.sent.filter((message) => message.to === `91${phone}`);
  expect(received).toMatchObject({ template: "washfix_booking_received", language: "kn" });
  expect(received!.parameters[0]).toBe(name.split(" ")[0]);
  expect(received!.parameters[1]).toBe(booking.reference);
  expect(received!.parameters[3]).toMatch(new RegExp(`^${app.origin}/kn/booking/[A-Za-z0-9_-]+$`));
  expect(receiver.state.calls).toBeGreaterThanOrEqual(2);
  // Sent once, whatever the retries: recorded sent, and the outbox claims only queued messages.
  await expect
    .poll(() => queryAt<{ state: string }>(app.databasePath, "select state from customer_messages where booking_id = ?", booking.id).map((row) => row.state))
    .toEqual(["sent"]);
  expect(receiver.sent.filter((message) => message.to === `91${phone}`)).toHaveLength(1);

  // A forged status (wrong secret) is refused and changes nothing; a signed one marks it delivered.
  const forged = await page.request.post(`${app.origin}/webhooks/whatsapp`, webhook(statusUpdate(received!.id, "delivered"), "not-the-secret"));
  expect(forged.status()).toBe(401);
  expect(queryAt(app.databasePath, "select state from customer_messages where booking_id = ?", booking.id)).toEqual([{ state: "sent" }]);
  expect((await page.request.post(`${app.origin}/webhooks/whatsapp`, webhook(statusUpdate(received!.id, "delivered")))).ok()).toBe(true);
  // A late "sent" never moves it back.
  expect((await page.request.post(`${app.origin}/webhooks/whatsapp`, webhook(statusUpdate(received!.id, "sent")))).ok()).toBe(true);
  const office = await browser.newContext({ baseURL: app.origin, viewport: { width: 1280, height: 900 } });
  await asStaff({ role: "office", into: office, server: app });
  const admin = await office.newPage();
  await admin.goto(`/admin/bookings/${booking.id}`);
  const messages = admin.getByRole("region", { name: "Messages to the customer" });
  await expect(messages.getByRole("listitem").filter({ hasText: "Booking received" })).toContainText("Delivered");

  // The customer answers STOP: kept as a reply, and the confirmation is not sent.
  expect((await page.request.post(`${app.origin}/webhooks/whatsapp`, webhook(inbound(`91${phone}`, "STOP")))).ok()).toBe(true);
  // Then "1", the reminder's answer: the booking is confirmed, by the customer, and the confirmation not sent.
  expect((await page.request.post(`${app.origin}/webhooks/whatsapp`, webhook(inbound(`91${phone}`, "1")))).ok()).toBe(true);
  expect(queryAt(app.databasePath, "select status from bookings where id = ?", booking.id)).toEqual([{ status: "confirmed" }]);
  await expect
    .poll(
      () =>
        queryAt<{ state: string }>(app.databasePath, "select state from customer_messages where booking_id = ? and kind = 'confirmed'", booking.id)[0]?.state,
      {
        timeout: 15_000,
      },
    )
    .toBe("stopped");
  expect(receiver.sent.filter((message) => message.to === `91${phone}`)).toHaveLength(1);
  // Why not is kept by its code, and said in the account's language where the page shows it.
  expect(queryAt(app.databasePath, "select last_error from customer_messages where booking_id = ? and kind = 'confirmed'", booking.id)).toEqual([
    { last_error: "refusal.customerSaidStop" },
  ]);
  await admin.reload();
  await expect(messages).toContainText("This number said STOP");
  await expect(messages.getByRole("listitem").filter({ hasText: "Not sent" })).toContainText("The customer asked for no more messages (STOP)");
  await admin.screenshot({ path: test.info().outputPath("booking-whatsapp.png"), fullPage: true });
  // The cost in view: what was sent this month, at the owner's rate (₹0.13 by default).
  await admin.goto("/admin/analytics");
  const cost = admin.getByRole("table", { name: "WhatsApp messages sent, and their estimated cost" });
  await expect(cost.getByRole("row", { name: /Booking received/ })).toContainText("₹0.13");
  await office.close();
  await page.close();
});

test("the customer stops the WhatsApp messages from their booking's page and turns them on again (JavaScript off, Hindi, 320 px)", async ({ browser }) => {
  const phone = `97${String(Date.now()).slice(-8)}`;
  const name = uniqueName("Hema");
  const page = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 320, height: 700 } });
  expect((await page.request.post(`${app.origin}/hi/book`, { form: { ...bookingFormFields(name), phone } })).ok()).toBe(true);
  const { token } = queryAt<{ token: string }>(app.databasePath, "select token from bookings where name = ?", name)[0]!;
  // The page's switch is this booking's: the number's STOP is not touched.
  const optedOut = () => queryAt(app.databasePath, "select id from bookings where token = ? and messages_off_at is not null", token).length;
  const numberStopped = () => queryAt(app.databasePath, "select phone from message_opt_outs where phone = ?", `+91${phone}`).length;
  await page.goto(`${app.origin}/hi/booking/${token}`);
  await page.getByText("इस बुकिंग के बारे में व्हाट्सऐप संदेश", { exact: true }).click();
  await page.getByRole("button", { name: "व्हाट्सऐप संदेश रोकें" }).click();
  await expect(page.getByText("व्हाट्सऐप संदेश रोक दिए गए")).toBeVisible();
  expect(optedOut()).toBe(1);
  expect(numberStopped()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.getByText("इस बुकिंग के बारे में व्हाट्सऐप संदेश", { exact: true }).click();
  await expect(page.getByText("आपने इस बुकिंग के बारे में व्हाट्सऐप संदेश नहीं चाहे: हम कुछ नहीं भेजते।")).toBeVisible();
  await page.getByRole("button", { name: "फिर से व्हाट्सऐप संदेश भेजें" }).click();
  await expect(page.getByText("व्हाट्सऐप संदेश फिर चालू")).toBeVisible();
  expect(optedOut()).toBe(0);
  // The review request's box: never ticked for them; ticked, it is kept with its time; unticked, gone.
  const consent = () => queryAt<{ at: string | null }>(app.databasePath, "select review_consent_at as at from bookings where token = ?", token)[0]!.at;
  const box = page.getByRole("checkbox", { name: "बिल चुकाने के एक दिन बाद मुझसे सेवा की समीक्षा माँगें" });
  await expect(box).not.toBeChecked();
  expect(consent()).toBeNull();
  await box.check();
  await page.getByRole("button", { name: "मेरी पसंद सहेजें" }).click();
  await expect(page.getByText("आपकी पसंद सहेज ली गई")).toBeVisible();
  await expect(box).toBeChecked();
  expect(consent()).not.toBeNull();
  await box.uncheck();
  await page.getByRole("button", { name: "मेरी पसंद सहेजें" }).click();
  await expect(box).not.toBeChecked();
  expect(consent()).toBeNull();
  await page.close();
});

test("a stranger who books with a customer's number cannot undo the number's STOP from a page, and the customer's reply lands on the booking it answers", async ({
  asStaff,
  browser,
  staffRequest,
}) => {
  test.setTimeout(60_000);
  const phone = `96${String(Date.now()).slice(-8)}`;
  const toPhone = () => receiver.sent.filter((message) => message.to === `91${phone}`);
  const page = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const book = async (name: string) => {
    expect((await page.request.post(`${app.origin}/book`, { form: { ...bookingFormFields(name), phone } })).ok()).toBe(true);
    return queryAt<{ id: number; token: string }>(app.databasePath, "select id, token from bookings where name = ?", name)[0]!;
  };
  const victim = await book(uniqueName("Asha"));
  await expect.poll(() => toPhone().length, { timeout: 30_000 }).toBe(1);
  const [received] = toPhone();
  // The customer says STOP from the number.
  expect((await page.request.post(`${app.origin}/webhooks/whatsapp`, webhook(inbound(`91${phone}`, "STOP")))).ok()).toBe(true);

  // A stranger books with the same number: his page says the number said STOP and offers no switch to undo it.
  const stranger = await book(uniqueName("Stranger"));
  await page.goto(`${app.origin}/booking/${stranger.token}`);
  await page.getByText("WhatsApp messages about this booking").click();
  await expect(page.getByText("Your number sent us STOP on WhatsApp: we send it no messages.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Send START on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=START$/);
  await expect(page.getByRole("button", { name: "Send me WhatsApp messages again" })).toHaveCount(0);
  // He posts the switch by hand anyway: the number stays stopped, and the customer's confirmation is not sent.
  for (const intent of ["whatsapp-start", "whatsapp-stop", "whatsapp-start"])
    expect((await page.request.post(`${app.origin}/booking/${stranger.token}`, { form: { intent }, maxRedirects: 0 })).status()).toBe(303);
  expect(queryAt(app.databasePath, "select phone from message_opt_outs where phone = ?", `+91${phone}`)).toHaveLength(1);
  const office = await browser.newContext({ baseURL: app.origin, viewport: { width: 1280, height: 900 } });
  await asStaff({ role: "office", into: office, server: app });
  const admin = await office.newPage();
  const desk = await staffRequest({ role: "office", server: app });
  expect((await desk.post(`/admin/bookings/${victim.id}/status`, { form: { intent: "status", status: "confirmed" } })).status()).toBeLessThan(400);
  const confirmation = () =>
    queryAt<{ state: string }>(app.databasePath, "select state from customer_messages where booking_id = ? and kind = 'confirmed'", victim.id)[0]?.state;
  await expect.poll(confirmation, { timeout: 15_000 }).toBe("stopped");
  expect(toPhone()).toHaveLength(1);

  // START from the number itself lifts it: the stranger's own confirmation goes.
  expect((await page.request.post(`${app.origin}/webhooks/whatsapp`, webhook(inbound(`91${phone}`, "START")))).ok()).toBe(true);
  expect((await desk.post(`/admin/bookings/${stranger.id}/status`, { form: { intent: "status", status: "confirmed" } })).status()).toBeLessThan(400);
  await expect.poll(() => toPhone().length, { timeout: 15_000 }).toBe(2);

  // The customer replies to our first message (its context): it lands on their booking, not the stranger's newer one.
  expect((await page.request.post(`${app.origin}/webhooks/whatsapp`, webhook(inbound(`91${phone}`, "Please come after 10", { id: received!.id })))).ok()).toBe(
    true,
  );
  const repliesOf = (id: number) => queryAt<{ text: string }>(app.databasePath, "select text from customer_replies where booking_id = ? order by id", id);
  expect(repliesOf(victim.id).map((row) => row.text)).toContain("Please come after 10");
  expect(repliesOf(stranger.id).map((row) => row.text)).not.toContain("Please come after 10");
  await admin.goto(`/admin/bookings/${victim.id}`);
  await expect(admin.getByRole("region", { name: "Messages to the customer" })).toContainText("Please come after 10");
  // Without a context, with two open bookings: it waits for the desk, which attaches it where it belongs.
  expect((await page.request.post(`${app.origin}/webhooks/whatsapp`, webhook(inbound(`91${phone}`, "Which visit is tomorrow?")))).ok()).toBe(true);
  await admin.reload();
  const waiting = admin.getByRole("region", { name: "Messages to the customer" });
  await expect(waiting).toContainText("Replies from this number not attached to a booking");
  await expect(waiting.getByRole("button", { name: "Attach to this booking" })).toHaveCount(1);
  await waiting.getByRole("listitem").filter({ hasText: "Which visit is tomorrow?" }).getByRole("button", { name: "Attach to this booking" }).click();
  await expect(admin.getByText("Reply Attached")).toBeVisible();
  expect(repliesOf(victim.id).map((row) => row.text)).toContain("Which visit is tomorrow?");
  await admin.screenshot({ path: test.info().outputPath("reply-attached.png"), fullPage: true });
  await office.close();
  await page.close();
});

test("the owner switches a message off and sets the reminder's hour; the technician's On my way carries his estimate; staff answer a customer's question in their own words within the day's window", async ({
  asStaff,
  browser,
}) => {
  test.setTimeout(60_000);
  const owner = await browser.newContext({ baseURL: app.origin, viewport: { width: 390, height: 844 } });
  await asStaff({ role: "owner", into: owner, server: app });
  const settings = await owner.newPage();
  await settings.goto("/admin/settings/notifications");
  const card = settings.getByRole("region", { name: "Messages to customers" });
  await expect(card).toContainText("WhatsApp (the Cloud API) is set up");
  await card.getByRole("checkbox", { name: "Booking confirmed" }).uncheck();
  await card.getByLabel("The evening-before reminder goes out from").selectOption({ label: "7 pm" });
  await card.getByRole("button", { name: "Save customer messages" }).click();
  await expect(settings.getByText("Customer Messages Saved")).toBeVisible();
  await expect(card.getByRole("checkbox", { name: "Booking confirmed" })).not.toBeChecked();
  await expect(card.getByLabel("The evening-before reminder goes out from")).toHaveValue("19");
  expect(await settings.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const phone = `96${String(Date.now()).slice(-8)}`;
  const name = uniqueName("Ravi");
  // Visited today, on the server's clock: the office confirms it (no message: switched off) and, on the way, taps "15 min".
  expect((await settings.request.post(`${app.origin}/book`, { form: { ...bookingFormFields(name), phone, visitDate: TODAY } })).ok()).toBe(true);
  const booking = queryAt<{ id: number }>(app.databasePath, "select id from bookings where name = ?", name)[0]!;
  const office = await browser.newContext({ baseURL: app.origin, viewport: { width: 1280, height: 900 } });
  await asStaff({ role: "office", into: office, server: app });
  const admin = await office.newPage();
  await admin.goto(`/admin/bookings/${booking.id}`);
  await admin.getByRole("button", { name: `Confirm booking ${booking.id}` }).click();
  await expect.poll(() => queryAt(app.databasePath, "select status from bookings where id = ?", booking.id)).toEqual([{ status: "confirmed" }]);
  const ping = await admin.request.post(`/admin/bookings/${booking.id}/progress?step=on_the_way&minutes=15`, {
    headers: { "Content-Type": "text/ping", Origin: app.origin },
    data: "PING",
  });
  expect(ping.status()).toBe(204);
  await expect
    .poll(() => receiver.sent.filter((message) => message.to === `91${phone}`).map((message) => message.template), { timeout: 20_000 })
    .toEqual(["washfix_booking_received", "washfix_on_my_way"]);
  // 8 am on the server's clock, and the minutes this file's tests took since: he reaches about 15 minutes after.
  expect(receiver.sent.find((message) => message.to === `91${phone}` && message.template === "washfix_on_my_way")!.parameters[3]).toMatch(
    /^8:(1[5-9]|[2-5]\d) am$/,
  );

  // The customer asks something on WhatsApp: the office answers in its own words, sent as a text.
  expect((await admin.request.post(`${app.origin}/webhooks/whatsapp`, webhook(inbound(`91${phone}`, "Can he bring a drain pump?")))).ok()).toBe(true);
  await admin.reload();
  const messages = admin.getByRole("region", { name: "Messages to the customer" });
  await messages.getByLabel("Answer on WhatsApp").fill("Yes, he has one with him.");
  await messages.getByRole("button", { name: "Send answer" }).click();
  await expect(admin.getByText("Answer Queued")).toBeVisible();
  await expect
    .poll(() => receiver.sent.filter((message) => message.to === `91${phone}` && message.template === "").map((message) => message.parameters[0]), {
      timeout: 20_000,
    })
    .toEqual(["Yes, he has one with him."]);
  await admin.reload();
  await expect(messages.getByRole("listitem").filter({ hasText: "Staff answer" })).toContainText("Sent");
  await admin.screenshot({ path: test.info().outputPath("booking-answer.png"), fullPage: true });

  // Back as it was, for the other tests of this server.
  await settings.reload();
  await card.getByRole("checkbox", { name: "Booking confirmed" }).check();
  await card.getByLabel("The evening-before reminder goes out from").selectOption({ label: "6 pm" });
  await card.getByRole("button", { name: "Save customer messages" }).click();
  await expect(settings.getByText("Customer Messages Saved")).toBeVisible();
  await owner.close();
  await office.close();
});
