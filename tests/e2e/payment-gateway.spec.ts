// UPI confirmed by the gateway, against a real HTTP server in this test that speaks Razorpay's
// QR Codes and Payments APIs (tests/shared/razorpay-gateway.ts): each amount due gets a single-use
// QR code of exactly that amount in paise, remade when the bill changes; a signed `qr_code.credited`
// (slashes escaped, as Razorpay writes it) marks the bill paid with the RRN as its UTR while the job
// screen is open, however often it is delivered; a forged one records nothing; another amount, or a
// bill already paid, is recorded and shows as money to refund; a plan bought online is paid the same way.
import path from "node:path";

import Database from "better-sqlite3";

import { type AppServer, startAppServer, tempDir } from "../shared/app-server";
import { type Delivery, RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, sign, startRazorpay } from "../shared/razorpay-gateway";
import { expect, test } from "./fixtures";
import { billTheVisit, bookingFormFields, decodeQr, queryAt, uniqueName } from "./support";

const CLOCK_START = process.env.E2E_CLOCK_START!;

let gateway: Awaited<ReturnType<typeof startRazorpay>>;
let app: AppServer;
test.beforeAll(async () => {
  gateway = await startRazorpay();
  app = await startAppServer({
    databasePath: path.join(tempDir("gateway"), "app.db"),
    env: {
      RAZORPAY_KEY_ID,
      RAZORPAY_KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET,
      RAZORPAY_API_URL: gateway.url,
      // The business's own VPA stays configured: the gateway's QR code takes its place.
      UPI_VPA: "washfix@okaxis",
      UPI_PAYEE_NAME: "WashFix Bengaluru",
      CLOCK_START,
      CLOCK_START_ALLOWED: "1",
    },
  });
});
test.afterAll(async () => {
  await app?.stop();
  await gateway?.close();
});

const deliver = (delivery: Delivery) => fetch(`${app.origin}/webhooks/razorpay`, { method: "POST", headers: delivery.headers, body: delivery.raw });

/** A booking made on the site, billed by the office: its id, reference and link. */
async function billedBooking(request: { post: (url: string, options: object) => Promise<{ ok(): boolean }> }, prefix: string, rupees: number) {
  const name = uniqueName(prefix);
  const phone = `97${String(Date.now()).slice(-8)}`;
  expect((await fetch(`${app.origin}/book`, { method: "POST", body: new URLSearchParams({ ...bookingFormFields(name), phone }) })).status).toBeLessThan(400);
  const booking = queryAt<{ id: number; reference: string; token: string }>(
    app.databasePath,
    "select id, reference, token from bookings where name = ?",
    name,
  )[0]!;
  if (rupees) await addLine(request, booking.id, rupees);
  return booking;
}

async function addLine(request: { post: (url: string, options: object) => Promise<{ ok(): boolean }> }, bookingId: number, rupees: number) {
  const form = { intent: "add-item", description: `Part ${rupees}`, kind: "service", quantity: "1", unitPrice: String(rupees) };
  expect((await request.post(`/admin/bookings/${bookingId}/bill`, { form })).ok()).toBe(true);
}

/** The gateway's open QR codes made for a booking (our notes name it). */
const qrsOf = (reference: string) => gateway.qrs.filter((qr) => qr.notes.booking === `Booking ${reference}`);
const paymentsOf = (bookingId: number) =>
  queryAt<{ method: string; amount_paise: number; reference: string; gateway_payment_id: string; payer_vpa: string; admin_email: string }>(
    app.databasePath,
    "select method, amount_paise, reference, gateway_payment_id, payer_vpa, admin_email from payments where booking_id = ? and voided_at is null",
    bookingId,
  );

test("a bill's QR code is the gateway's, single-use for the amount due and remade when the bill changes; the signed payment turns the open job screen to paid once, however often it comes; a forged one records nothing", async ({
  staffRequest,
  asStaff,
  browser,
}) => {
  test.setTimeout(90_000);
  const office = await staffRequest({ role: "office", server: app });
  const booking = await billedBooking(office, "Gateway", 450);
  await expect.poll(() => qrsOf(booking.reference).length, { timeout: 20_000 }).toBe(1);
  const [first] = qrsOf(booking.reference);
  expect(first).toMatchObject({ type: "upi_qr", usage: "single_use", fixed_amount: true, payment_amount: 450_00, status: "active" });
  // At least 15 minutes ahead by the gateway's own time (the real one), whatever the server's clock says.
  expect(first!.close_by).toBeGreaterThanOrEqual(Date.now() / 1000 + 15 * 60);

  // The job screen at 360 px shows the gateway's QR code, not the business's own VPA.
  const context = await browser.newContext({ baseURL: app.origin, viewport: { width: 360, height: 800 } });
  await asStaff({ role: "owner", into: context, server: app });
  const job = await context.newPage();
  await job.goto(`/admin/jobs/${booking.id}`);
  expect(await decodeQr(job)).toBe(first!.image_content);
  expect(await job.content()).not.toContain("washfix@okaxis");

  // A line added: the first QR code is closed at the gateway, and one for the new amount made.
  await addLine(office, booking.id, 100);
  await expect
    .poll(() => qrsOf(booking.reference).map((qr) => [qr.payment_amount, qr.status]), { timeout: 20_000 })
    .toEqual([
      [450_00, "closed"],
      [550_00, "active"],
    ]);
  const second = qrsOf(booking.reference)[1]!;
  await job.reload();
  expect(await decodeQr(job)).toBe(second.image_content);
  await expect(job.getByRole("heading", { name: "Scan to pay ₹550" })).toBeVisible();
  // His form no longer asks for the UTR: the gateway records UPI; he records cash.
  await expect(job.locator("[data-utr]")).toBeHidden();
  await expect(job.locator('input[name="method"]')).toHaveValue("cash");
  // The customer's page offers the same QR code and its link.
  const customer = await browser.newPage({ javaScriptEnabled: false });
  await customer.goto(`${app.origin}/booking/${booking.token}`);
  await expect(customer.getByRole("link", { name: "Pay ₹550 with UPI" })).toHaveAttribute("href", second.image_content);

  // A forged delivery (another secret) is refused and records nothing.
  const { payment, delivery } = gateway.pay(second);
  expect(delivery.raw).toContain("https:\\/\\/rzp.io\\/i\\/");
  const event = JSON.parse(delivery.raw) as unknown;
  const forged = sign(event, "evt_forged", "not-the-secret");
  expect((await deliver(forged)).status).toBe(401);
  const unsigned = { ...delivery, headers: { ...delivery.headers, "X-Razorpay-Signature": "" } };
  expect((await deliver(unsigned)).status).toBe(401);
  // A body over the webhook's limit is refused before it is read.
  const huge = { ...delivery, raw: `${delivery.raw.slice(0, -1)},"padding":"${"x".repeat(70_000)}"}` };
  expect((await deliver(huge)).status).toBe(413);
  expect(queryAt(app.databasePath, "select id from gateway_events where event_id = 'evt_forged'")).toEqual([]);
  expect(paymentsOf(booking.id)).toEqual([]);

  // Delivered three times, and once more under another event id: one payment, with the RRN as its UTR.
  for (let time = 0; time < 3; time += 1) expect((await deliver(delivery)).status).toBe(200);
  expect((await deliver(gateway.credited(second, payment, "evt_again"))).status).toBe(200);
  // The open job screen turns to paid without a tap: no payment left to take.
  await expect(job.getByRole("heading", { name: "Scan to pay ₹550" })).toBeHidden({ timeout: 20_000 });
  const rrn = (payment.acquirer_data as { rrn: string }).rrn;
  expect(paymentsOf(booking.id)).toEqual([
    {
      method: "upi",
      amount_paise: 550_00,
      reference: rrn,
      gateway_payment_id: payment.id,
      payer_vpa: "gaurav.kumar@exampleupi",
      admin_email: "Payment gateway",
    },
  ]);
  expect(queryAt(app.databasePath, "select outcome from gateway_payments where payment_id = ?", payment.id)).toEqual([{ outcome: "paid" }]);
  await customer.reload();
  await expect(customer.getByText("Paid", { exact: true }).first()).toBeVisible();
  // No QR code is left open for a paid bill.
  expect(queryAt(app.databasePath, "select count(*) as open from gateway_qrs where booking_id = ? and closed_at is null", booking.id)).toEqual([{ open: 0 }]);
  expect(gateway.refused).toEqual([]);
  await context.close();
});

test("a payment of another amount, or for a bill already paid, is recorded and shows as money to refund", async ({ staffRequest, asStaff, browser }) => {
  test.setTimeout(60_000);
  const office = await staffRequest({ role: "office", server: app });
  const booking = await billedBooking(office, "Overpaid", 300);
  await expect.poll(() => qrsOf(booking.reference).length, { timeout: 20_000 }).toBe(1);
  const qr = qrsOf(booking.reference)[0]!;
  // A closing event delivered before the payment (out of order) changes nothing.
  expect(
    (await deliver(sign({ entity: "event", event: "qr_code.closed", contains: ["qr_code"], payload: { qr_code: { entity: qr } } }, `evt_closed_${qr.id}`)))
      .status,
  ).toBe(200);
  const { payment, delivery } = gateway.pay(qr, { amount: 350_00 });
  expect((await deliver(delivery)).status).toBe(200);
  await expect.poll(() => paymentsOf(booking.id).map((row) => row.amount_paise), { timeout: 15_000 }).toEqual([350_00]);
  expect(queryAt(app.databasePath, "select outcome from gateway_payments where payment_id = ?", payment.id)).toEqual([{ outcome: "other-amount" }]);

  // The same QR code paid again after the bill was paid: recorded, and all of it to refund.
  const again = gateway.pay(qr, { amount: 300_00 });
  expect((await deliver(again.delivery)).status).toBe(200);
  await expect.poll(() => paymentsOf(booking.id).length, { timeout: 15_000 }).toBe(2);
  expect(queryAt(app.databasePath, "select outcome from gateway_payments where payment_id = ?", again.payment.id)).toEqual([{ outcome: "already-paid" }]);
  const context = await browser.newContext({ baseURL: app.origin, viewport: { width: 1280, height: 900 } });
  await asStaff({ role: "office", into: context, server: app });
  const bill = await context.newPage();
  await bill.goto(`/admin/bookings/${booking.id}/bill`);
  await expect(bill.getByText("₹350 to refund").first()).toBeVisible();
  await context.close();
});

test("a maintenance plan bought on the customer's page is paid by the gateway's QR code for its price, and starts", async ({ staffRequest, browser }) => {
  test.setTimeout(60_000);
  const writable = new Database(app.databasePath);
  const planName = uniqueName("Care");
  writable
    .prepare("insert into plans (name, price_paise, months, visits, covers_labour, on_sale, created_at) values (?, 199900, 12, 2, 1, 1, ?)")
    .run(planName, new Date().toISOString());
  writable.close();
  const office = await staffRequest({ role: "office", server: app });
  const booking = await billedBooking(office, "Planholder", 0);
  await billTheVisit(office, booking.id);
  for (const status of ["confirmed", "completed"])
    expect((await office.post(`/admin/bookings/${booking.id}/status`, { form: { intent: "status", status } })).status()).toBeLessThan(400);

  const page = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  await page.goto(`${app.origin}/booking/${booking.token}`);
  await page.getByRole("button", { name: `Buy ${planName}` }).click();
  const plan = queryAt<{ id: number }>(app.databasePath, "select id from customer_plans where booking_id = ?", booking.id)[0]!;
  await expect.poll(() => gateway.qrs.filter((qr) => qr.notes.plan?.startsWith(planName)).length, { timeout: 20_000 }).toBe(1);
  const qr = gateway.qrs.find((one) => one.notes.plan?.startsWith(planName))!;
  expect(qr).toMatchObject({ usage: "single_use", fixed_amount: true, payment_amount: 199900 });
  await page.reload();
  await expect(page.getByRole("link", { name: "Pay ₹1,999 with UPI" })).toHaveAttribute("href", qr.image_content);

  const { payment, delivery } = gateway.pay(qr);
  expect((await deliver(delivery)).status).toBe(200);
  expect((await deliver(delivery)).status).toBe(200);
  await expect
    .poll(() => queryAt(app.databasePath, "select status, payment_method, payment_reference from customer_plans where id = ?", plan.id), { timeout: 15_000 })
    .toEqual([{ status: "active", payment_method: "upi", payment_reference: (payment.acquirer_data as { rrn: string }).rrn }]);
  expect(queryAt(app.databasePath, "select count(*) as recorded from gateway_payments where customer_plan_id = ?", plan.id)).toEqual([{ recorded: 1 }]);
});

test("the reconciliation finds a payment the webhook missed, on demand from Books, with its fee; a UPI payment typed by the office needs its reason and is listed to check", async ({
  staffRequest,
  asStaff,
  browser,
}) => {
  test.setTimeout(60_000);
  const office = await staffRequest({ role: "office", server: app });
  const missed = await billedBooking(office, "Unheard", 200);
  await expect.poll(() => qrsOf(missed.reference).length, { timeout: 20_000 }).toBe(1);
  const quiet = gateway.payQuietly(qrsOf(missed.reference)[0]!);

  const context = await browser.newContext({ baseURL: app.origin, viewport: { width: 1280, height: 900 } });
  await asStaff({ role: "office", into: context, server: app });
  const books = await context.newPage();
  await books.goto("/admin/books");
  await books.getByRole("button", { name: "Check the gateway now" }).click();
  await expect.poll(() => paymentsOf(missed.id).map((row) => row.gateway_payment_id), { timeout: 15_000 }).toEqual([quiet.id]);
  expect(queryAt(app.databasePath, "select source, fee_paise from gateway_payments where payment_id = ?", quiet.id)).toEqual([
    { source: "reconciliation", fee_paise: quiet.fee },
  ]);

  // Typed by the office while the gateway is on: refused without its reason, recorded with it, and listed to check.
  const typed = await billedBooking(office, "Elsewhere", 150);
  const pay = (extra: Record<string, string>) =>
    office.post(`/admin/bookings/${typed.id}/bill`, { form: { intent: "pay", method: "upi", amount: "150", reference: "512345678901", ...extra } });
  const refused = await pay({});
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("needs the reason");
  expect(paymentsOf(typed.id)).toEqual([]);
  expect((await pay({ checkReason: "customer paid to another QR" })).ok()).toBe(true);
  expect(queryAt(app.databasePath, "select check_reason from payments where booking_id = ?", typed.id)).toEqual([
    { check_reason: "customer paid to another QR" },
  ]);
  await books.reload();
  const section = books.locator("#gateway");
  await expect(section).toContainText("₹150 by UPI typed by staff, UTR 512345678901: customer paid to another QR");
  await expect(section).toContainText(/payments through the gateway, ₹[\d,.]+; its fees ₹[\d,.]+/);
  await context.close();
});

test("in Kannada and Hindi at 320 px: the job screen shows the gateway's QR code and asks for no UTR; Books shows the gateway in the reader's language", async ({
  staffRequest,
  asStaff,
  browser,
}) => {
  test.setTimeout(60_000);
  const office = await staffRequest({ role: "office", server: app });
  const booking = await billedBooking(office, "Kannada", 250);
  await expect.poll(() => qrsOf(booking.reference).length, { timeout: 20_000 }).toBe(1);
  const kn = await browser.newContext({ baseURL: app.origin, viewport: { width: 320, height: 720 } });
  await asStaff({ role: "owner", language: "kn", into: kn, server: app });
  const job = await kn.newPage();
  await job.goto(`/admin/jobs/${booking.id}`);
  expect(await decodeQr(job)).toBe(qrsOf(booking.reference)[0]!.image_content);
  await expect(job.locator("[data-utr]")).toBeHidden();
  expect(await job.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await kn.close();

  const hi = await browser.newContext({ baseURL: app.origin, viewport: { width: 320, height: 720 } });
  await asStaff({ role: "office", language: "hi", into: hi, server: app });
  const books = await hi.newPage();
  await books.goto("/admin/books");
  const section = books.locator("#gateway");
  await expect(section.getByRole("heading", { name: "UPI गेटवे" })).toBeVisible();
  await expect(section).toContainText("गेटवे से");
  await expect(section.getByRole("button", { name: "अभी गेटवे जाँचें" })).toBeVisible();
  // The section fits the phone (the shell's header, with a test account's long e-mail, is not this test's).
  expect(await section.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  const box = (await section.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  await hi.close();
});
