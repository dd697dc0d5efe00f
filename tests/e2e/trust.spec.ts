// Trust, against the real server: the customer's own link is theirs alone. Staff share
// the view link (one audited action, in Chromium, with JavaScript on and off): it shows the
// booking and the bill and can neither change, erase nor download; a staff session cannot erase
// on a customer's page; the customer makes a new link and the old one dies. A booking that was
// noted, corrected, billed, paid by UPI and exported by its phone is erased by its customer, and
// then its phone is in no row of any table, nor in the database file or its WAL.
import fs from "node:fs";

import { type APIRequestContext } from "@playwright/test";

import { expect, test } from "./fixtures";
import { ADMIN_EMAIL, ADMIN_PASSWORD, bookingFormFields, query, uniqueName } from "./support";

/** A phone number no other test uses: 9 then nine random digits. */
const uniquePhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

/** A request context signed in as the owner, posting from the site's own pages. */
async function ownerRequest(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  baseURL: string,
  n: number,
): Promise<APIRequestContext> {
  const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL, "Fly-Client-IP": `198.51.100.${n}` } });
  expect((await context.post("/admin/login", { form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, maxRedirects: 0 })).status()).toBe(302);
  return context;
}

async function book(request: APIRequestContext, name: string, phone = uniquePhone()) {
  const form = { ...bookingFormFields(name), phone, address: "No. 12, Ulsoor Road", landmark: "Behind the lake", pin: "560008" };
  expect((await request.post("/book", { form })).ok()).toBe(true);
  const [row] = query<{ id: number; token: string; view_token: string; reference: string }>(
    "select id, token, view_token, reference from bookings where name = ?",
    name,
  );
  return { ...row!, phone };
}

for (const javaScriptEnabled of [true, false]) {
  test(
    `staff share the view link in one audited step; it shows the booking and bill and can change nothing (JavaScript ${javaScriptEnabled ? "on" : "off"})`,
    { tag: "@full-browser" },
    async ({ asStaff, browser, request }) => {
      const name = uniqueName("Trust Share");
      const booking = await book(request, name);
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 360, height: 780 } });
      // WhatsApp is outside this machine's network: its page is answered here, so the address it was sent to can be read.
      await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
      const page = await context.newPage();
      await asStaff({ into: context });
      await page.goto(`/admin/bookings/${booking.id}`);
      // The page itself holds neither link.
      const html = await page.content();
      expect(html).not.toContain(booking.token);
      expect(html).not.toContain(booking.view_token);
      const [whatsapp] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: /WhatsApp .*send the booking's link/ }).click()]);
      await whatsapp.waitForURL(/^https:\/\/wa\.me\//);
      const text = new URL(whatsapp.url()).searchParams.get("text") ?? "";
      expect(text).toContain(booking.reference);
      expect(text).toContain(`/booking/${booking.view_token}`);
      expect(text).not.toContain(booking.token);
      expect(query("select actor_email from audit_log where booking_id = ? and action = 'booking-link-shared'", booking.id)).toEqual([
        { actor_email: ADMIN_EMAIL },
      ]);

      // The view link: the booking and its status; no name, no address, no data, no form that changes it.
      const view = await context.newPage();
      await view.goto(`/booking/${booking.view_token}`);
      await expect(view.getByRole("heading", { name: booking.reference })).toBeVisible();
      await expect(view.getByText(/This link shows your booking and its bill/)).toBeVisible();
      await expect(view.getByText(name)).toHaveCount(0);
      await expect(view.getByText("Ulsoor Road")).toHaveCount(0);
      for (const control of [/Cancel/, /Move/, /Your data/, /new link/i, /address/i]) await expect(view.getByText(control)).toHaveCount(0);
      await context.close();
    },
  );
}

test("the view link cannot erase, cancel or download; a staff session cannot erase on the customer's page; a new link kills the old one", async ({
  request,
  playwright,
  baseURL,
}) => {
  const name = uniqueName("Trust Link");
  const booking = await book(request, name);
  const customer = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL!, "Fly-Client-IP": "203.0.113.21" } });
  for (const intent of ["erase", "cancel", "new-link"]) {
    const refused = await customer.post(`/booking/${booking.view_token}`, { form: { intent }, maxRedirects: 0 });
    expect(refused.status(), intent).toBe(403);
    expect(await refused.text()).toContain("This link can only show the booking");
  }
  expect((await customer.get(`/booking/${booking.view_token}/data.json`)).status()).toBe(404);
  expect((await customer.get(`/booking/${booking.token}/data.json`)).status()).toBe(200);

  // Staff holding the customer's own link, signed in, still cannot erase through it.
  const owner = await ownerRequest(playwright, baseURL!, 22);
  const staffErase = await owner.post(`/booking/${booking.token}`, { form: { intent: "erase" }, maxRedirects: 0 });
  expect(staffErase.status()).toBe(403);
  expect(await staffErase.text()).toContain("signed in as staff");
  expect(query("select erased_at, status from bookings where id = ?", booking.id)).toEqual([{ erased_at: null, status: "pending" }]);

  // The customer makes a new link: the old one no longer opens anything, the new one does, and it is audited with the address.
  const renewed = await customer.post(`/booking/${booking.token}`, { form: { intent: "new-link" }, maxRedirects: 0 });
  expect(renewed.status()).toBe(303);
  const [{ token }] = query<{ token: string }>("select token from bookings where id = ?", booking.id) as [{ token: string }];
  expect(token).not.toBe(booking.token);
  expect(renewed.headers().location).toBe(`/booking/${token}`);
  expect((await customer.get(`/booking/${booking.token}`)).status()).toBe(404);
  expect((await customer.get(`/booking/${token}`)).status()).toBe(200);
  expect(query("select client_address from audit_log where booking_id = ? and action = 'customer-link-renewed'", booking.id)).toEqual([
    { client_address: "203.0.113.21" },
  ]);

  // The office reissues it after a call: the customer's link dies again, and no staff answer shows the new one.
  const reissued = await owner.post(`/admin/bookings/${booking.id}`, { form: { intent: "reissue-link" }, maxRedirects: 0 });
  expect(reissued.status()).toBe(303);
  const [{ token: third }] = query<{ token: string }>("select token from bookings where id = ?", booking.id) as [{ token: string }];
  expect(third).not.toBe(token);
  expect((await customer.get(`/booking/${token}`)).status()).toBe(404);
  for (const page of [`/admin/bookings/${booking.id}`, `/admin/bookings/${booking.id}.data`, `/admin/bookings/${booking.id}/bill.data`, "/admin.data"])
    expect(await (await owner.get(page)).text(), page).not.toContain(third);
  await customer.dispose();
  await owner.dispose();
});

test("a booking noted, corrected, billed, paid by UPI and exported by its phone, once erased by its customer, leaves its phone in no table and no file", async ({
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const name = uniqueName("Trust Erase");
  const booking = await book(request, name);
  const owner = await ownerRequest(playwright, baseURL!, 23);
  const at = `/admin/bookings/${booking.id}`;
  const posted = async (url: string, form: Record<string, string>) =>
    expect((await owner.post(url, { form, maxRedirects: 0 })).status(), `${url} ${form.intent}`).toBe(303);
  await posted(at, { intent: "note", note: `Called ${name} on ${booking.phone}` });
  await posted(at, { intent: "place", locality: "Ulsoor", address: `Flat 4, ${name} House`, landmark: "Near the gurudwara", pin: "560008" });
  await posted(`${at}/bill`, { intent: "add-item", description: `Drain pump for ${name}`, quantity: "1", unitPrice: "1,500", kind: "part", hsn: "" });
  await posted(`${at}/bill`, { intent: "pay", method: "upi", amount: "1,500", reference: String(600000000000 + Math.floor(Math.random() * 1e9)) });
  // The bill page holds no link; opening the invoice is an audited post answered with the view link's invoice.
  expect(await (await owner.get(`${at}/bill`)).text()).not.toContain(booking.view_token);
  const invoice = await owner.post(`${at}/bill`, { form: { intent: "open-invoice" }, maxRedirects: 0 });
  expect(invoice.status()).toBe(303);
  expect(invoice.headers().location).toBe(`/booking/${booking.view_token}/receipt`);
  expect((await owner.get(invoice.headers().location!)).status()).toBe(200);
  expect(query("select count(*) as n from audit_log where booking_id = ? and action = 'booking-link-shared'", booking.id)).toEqual([{ n: 1 }]);
  const exported = await owner.post("/admin/bookings/export", { form: { q: booking.phone } });
  expect(exported.ok()).toBe(true);
  expect(await exported.text()).toContain(name);
  await owner.get(`/admin?q=${booking.phone}`);

  const everyTable = () =>
    query<{ name: string }>("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").flatMap(({ name: table }) =>
      query<Record<string, unknown>>(`select * from "${table}"`)
        .filter((row) => JSON.stringify(row).includes(booking.phone))
        .map((row) => `${table}: ${JSON.stringify(row)}`),
    );
  expect(everyTable().length).toBeGreaterThan(0);

  const customer = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  expect((await customer.post(`/booking/${booking.token}`, { form: { intent: "erase" }, maxRedirects: 0 })).status()).toBe(303);
  expect(everyTable()).toEqual([]);
  // A view link staff held stops working with the erasure.
  expect((await customer.get(`/booking/${booking.view_token}`)).status()).toBe(404);
  const file = process.env.E2E_DATABASE_PATH!;
  for (const path of [file, `${file}-wal`]) if (fs.existsSync(path)) expect(fs.readFileSync(path).includes(Buffer.from(booking.phone)), path).toBe(false);
  // The invoice and its UPI payment stay, without the person.
  expect(query("select total_paise, customer_name from invoices where booking_id = ?", booking.id)).toEqual([
    { total_paise: 1_500_00, customer_name: "Erased" },
  ]);
  await customer.dispose();
  await owner.dispose();
});
