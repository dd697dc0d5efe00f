// The view link shows nobody (docs/security.md), on a server with a GSTIN: a business customer's
// booking, billed, its tax invoice issued, cancelled and issued again, and paid. Every address the
// view link reaches, in every language, as the page and as its .data (React Router's single fetch),
// answers without the customer's name, phone, address or GSTIN, nor the business's legal name and
// billing address; the same addresses by the customer's own link show them.
import path from "node:path";

import { type APIRequestContext } from "@playwright/test";

import { type AppServer, startAppServer, tempDir } from "../shared/app-server";
import { expect, test } from "./fixtures";
import { ADMIN_EMAIL, ADMIN_PASSWORD, bookingFormFields, queryAt, uniqueName } from "./support";

/** A valid GSTIN (its check character right) of a business in Tamil Nadu. */
const CUSTOMER_GSTIN = "33AAACH7409R1Z8";

let app: AppServer;
test.beforeAll(async () => {
  app = await startAppServer({
    databasePath: path.join(tempDir("view-link"), "app.db"),
    env: { GSTIN: "29ABCDE1234F1Z5", ADMIN_EMAIL, ADMIN_PASSWORD, CLOCK_START: process.env.E2E_CLOCK_START!, CLOCK_START_ALLOWED: "1" },
  });
});
test.afterAll(() => app?.stop());

/** Every address a link reaches: the booking's page, its invoice (in force, and each by its number), its data download, each as its .data too. */
function addresses(token: string, numbers: string[]): string[] {
  const pages = [
    `/booking/${token}`,
    `/booking/${token}/receipt`,
    ...numbers.map((number) => `/booking/${token}/receipt?invoice=${encodeURIComponent(number)}`),
  ];
  const data = pages.map((page) => page.replace(/(\/booking\/[^/?]+(?:\/receipt)?)/, "$1.data"));
  return ["", "/kn", "/hi"].flatMap((language) => [...pages, ...data, `/booking/${token}/data.json`].map((page) => `${language}${page}`));
}

test("every answer behind the view link leaves out the customer's name, phone, address and GSTIN; the customer's own link shows them", async ({
  playwright,
  staffRequest,
}) => {
  test.setTimeout(60_000);
  const name = uniqueName("Viewlink Lakshmi");
  const marker = name.split(" ").at(-1)!;
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  const place = { address: `No. 12, ${marker} Road`, landmark: `Behind ${marker} Temple`, pin: "560008" };
  const business = { gstin: CUSTOMER_GSTIN, name: `${marker} Traders Private Limited`, address: `${marker} Complex, 12 Anna Salai, Chennai 600002` };
  const customer = await playwright.request.newContext({ baseURL: app.origin, extraHTTPHeaders: { Origin: app.origin } });
  expect((await customer.post("/book", { form: { ...bookingFormFields(name), phone, ...place } })).ok()).toBe(true);
  const [booking] = queryAt<{ id: number; token: string; view_token: string; reference: string }>(
    app.databasePath,
    "select id, token, view_token, reference from bookings where name = ?",
    name,
  );

  // The office bills a business: a tax invoice with the recipient's GSTIN, cancelled (its reason naming the business) and issued again, then paid in cash.
  const office = await staffRequest({ role: "office", server: app });
  const bill = async (form: Record<string, string>) =>
    expect((await office.post(`/admin/bookings/${booking!.id}/bill`, { form, maxRedirects: 0 })).status(), form.intent).toBe(303);
  await bill({ intent: "add-item", description: "Drum bearing replacement", quantity: "1", unitPrice: "1,180", kind: "service" });
  await bill({ intent: "business-customer", ...business });
  await bill({ intent: "issue" });
  await bill({ intent: "cancel-invoice", reason: `Billed to ${business.name} at the wrong address` });
  await bill({ intent: "issue" });
  await bill({ intent: "pay", method: "cash", amount: "1,180", reference: `Handed over by ${name}` });
  const invoices = queryAt<{ number: string; cancelled_at: string | null; customer_gstin: string }>(
    app.databasePath,
    "select number, cancelled_at, customer_gstin from invoices where booking_id = ? order by id",
    booking!.id,
  );
  expect(invoices.map((invoice) => [invoice.cancelled_at !== null, invoice.customer_gstin])).toEqual([
    [true, CUSTOMER_GSTIN],
    [false, CUSTOMER_GSTIN],
  ]);
  const numbers = invoices.map((invoice) => invoice.number);

  const secrets = [name, marker, phone, `${phone.slice(0, 5)} ${phone.slice(5)}`, CUSTOMER_GSTIN, place.pin];
  const answer = async (context: APIRequestContext, url: string) => {
    const response = await context.get(url, { maxRedirects: 0 });
    return { status: response.status(), body: await response.text() };
  };

  // By the view link: each page answers (so the check below has something to read), and none holds anything of the customer.
  const viewed = addresses(booking!.view_token, numbers);
  expect(viewed).toHaveLength(27);
  for (const url of viewed) {
    const { status, body } = await answer(customer, url);
    expect(status, url).toBe(url.endsWith("/data.json") ? 404 : 200);
    if (!url.endsWith("/data.json"))
      expect(body, url).toContain(
        url.includes("/receipt") ? (url.includes("invoice=") ? url.split("invoice=")[1]!.replaceAll("%2F", "/") : numbers[1]) : booking!.reference,
      );
    for (const secret of secrets) expect(body.includes(secret), `${url} holds ${secret}`).toBe(false);
  }
  // Its posts are refused, and their answers hold nothing of the customer either.
  for (const url of [`/booking/${booking!.view_token}`, `/booking/${booking!.view_token}.data`]) {
    const refused = await customer.post(url, { form: { intent: "cancel" }, maxRedirects: 0 });
    expect(refused.status(), url).toBe(403);
    const body = await refused.text();
    for (const secret of secrets) expect(body.includes(secret), `POST ${url} holds ${secret}`).toBe(false);
  }
  // What a family member holding it learns: the invoice, its amount and that it is paid; where the recipient is.
  const receipt = (await answer(customer, `/booking/${booking!.view_token}/receipt`)).body;
  for (const text of ["Tax Invoice", numbers[1]!, "₹1,180", ">Paid<", "Shown only on the customer&#x27;s own link"]) expect(receipt, text).toContain(text);
  expect(receipt).not.toContain(">Original for recipient<");
  const cancelled = (await answer(customer, `/booking/${booking!.view_token}/receipt?invoice=${encodeURIComponent(numbers[0]!)}`)).body;
  expect(cancelled).toMatch(/Cancelled on [^<:]+</);
  expect(cancelled).not.toContain("wrong address");
  expect((await answer(customer, `/kn/booking/${booking!.view_token}/receipt`)).body).toContain("ಗ್ರಾಹಕರ ಸ್ವಂತ ಲಿಂಕ್‌ನಲ್ಲಿ ಮಾತ್ರ ತೋರಿಸಲಾಗುತ್ತದೆ");

  // By the customer's own link: the same addresses show the customer, the business billed and its GSTIN.
  const own = async (url: string) => {
    const { status, body } = await answer(customer, url);
    expect(status, url).toBe(200);
    return body;
  };
  const page = await own(`/booking/${booking!.token}`);
  for (const text of [name, place.address, place.landmark, place.pin]) expect(page, text).toContain(text);
  expect(await own(`/booking/${booking!.token}.data`)).toContain(place.address);
  for (const url of [`/booking/${booking!.token}/receipt`, `/booking/${booking!.token}/receipt.data?invoice=${encodeURIComponent(numbers[0]!)}`]) {
    const body = await own(url);
    for (const text of [business.name, business.address, CUSTOMER_GSTIN]) expect(body, `${url} ${text}`).toContain(text);
  }
  expect(await own(`/booking/${booking!.token}/receipt`)).toContain(">Original for recipient<");
  expect(await own(`/booking/${booking!.token}/receipt`)).toContain(`Handed over by ${name}`);
  expect(await own(`/booking/${booking!.token}/receipt?invoice=${encodeURIComponent(numbers[0]!)}`)).toContain("wrong address");
  expect(await own(`/booking/${booking!.token}/data.json`)).toContain(phone);
  await customer.dispose();

  // The office prints its own copy for the business, with the recipient and every copy the law asks
  // for, from the admin (staff hold neither link); the view link's invoice stays without it.
  const officeCopy = await office.get(`/admin/bookings/${booking!.id}/invoice`);
  expect(officeCopy.status()).toBe(200);
  const officeBody = await officeCopy.text();
  for (const text of [business.name, business.address, CUSTOMER_GSTIN, ">Original for recipient<"]) expect(officeBody, text).toContain(text);
  expect(officeBody).not.toContain(booking!.token);
  expect(officeBody).not.toContain(booking!.view_token);
});
