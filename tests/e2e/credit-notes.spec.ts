// A filed month, in Chromium on a server of its own with a GSTIN: its invoice, issued on the shared
// morning, can no longer be cancelled once the server's clock has left the month and the owner
// marked it filed; a credit note referencing it is issued, printed, reported in the month it is
// issued, and leads staff who may open the job to the visit's photos.
import path from "node:path";

import { type AppServer, tempDir } from "../shared/app-server";
import { cameraPhoto } from "../shared/photo-fixtures";
import { expect, test } from "./fixtures";
import { billAndIssue, book, invoiceServer } from "./invoice-support";
import { queryAt, uniqueName } from "./support";

let app: AppServer;
const databasePath = path.join(tempDir("credit-notes"), "app.db");
const serve = (clockStart: string) => invoiceServer(databasePath, clockStart);
test.beforeAll(async () => {
  app = await serve(process.env.E2E_CLOCK_START!);
});
test.afterAll(() => app?.stop());

test("the owner marks the month filed: its invoice can no longer be cancelled, and a credit note referencing it is issued, printed and reported (JavaScript off, 360 px)", async ({
  asStaff,
  staffRequest,
  browser,
}) => {
  const context = await browser.newContext({ baseURL: app.origin, javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  await asStaff({ into: context, server: app });
  const page = await context.newPage();
  const { id } = await book(app, page, uniqueName("Filed Farida"));
  const number = await billAndIssue(app, page, id, false);
  // The visit's Before photo, taken on its photos page: the credit note will lead to it.
  await page.goto(`/admin/jobs/${id}/photos`);
  await page.getByLabel("Before", { exact: true }).setInputFiles({ name: "IMG_0004.jpg", mimeType: "image/jpeg", buffer: await cameraPhoto() });
  await page.getByRole("button", { name: "Add photo: Before" }).click();
  await expect(page.getByRole("img", { name: /Before/ })).toBeVisible();
  const month = queryAt<{ month: string }>(
    app.databasePath,
    "select strftime('%Y-%m', issued_at, '+330 minutes') as month from invoices where number = ?",
    number,
  )[0]!.month;

  // The month under way cannot be marked filed: no control, the reason said; a crafted post is refused and files nothing.
  await page.goto(`/admin/books?month=${month}`);
  await expect(page.getByText(`${month} is open: its invoices can still be cancelled.`)).toBeVisible();
  await expect(page.getByText(`${month} has not ended yet: a month can be marked filed only once it is over.`)).toBeVisible();
  await expect(page.getByText(`Mark ${month} as filed`)).toHaveCount(0);
  const early = await (await staffRequest({ role: "owner", server: app })).post("/admin/books", { form: { intent: "file-month", month } });
  expect(early.status()).toBe(409);
  expect(await early.text()).toContain(`${month} has not ended yet`);
  expect(queryAt(app.databasePath, "select month from filed_months where month = ?", month)).toEqual([]);

  // The server's clock on the next month's first morning: the month has ended, and is filed.
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const nextMonth = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, "0")}`;
  const nextMorning = `${nextMonth}-01T09:00:00+05:30`;
  await app.stop();
  app = await serve(nextMorning);
  await asStaff({ into: context, server: app, now: new Date(nextMorning).toISOString() });
  await page.goto(`${app.origin}/admin/books?month=${month}`);
  await expect(page.getByText(`${month} is open: its invoices can still be cancelled.`)).toBeVisible();
  await page.getByText(`Mark ${month} as filed`).click();
  await page.getByRole("button", { name: `Yes, ${month} is filed` }).click();
  await expect(page.getByRole("status").getByText(`${month} Marked Filed`)).toBeVisible();
  await expect(page.getByText(`${month} is filed`, { exact: false }).first()).toBeVisible();

  // The bill offers a credit note, not a cancellation; a crafted cancellation is refused and changes nothing.
  await page.goto(`${app.origin}/admin/bookings/${id}/bill`);
  await expect(page.getByText(`Cancel invoice ${number}`)).toHaveCount(0);
  const office = await staffRequest({ role: "office", server: app, now: new Date(nextMorning).toISOString() });
  const crafted = await office.post(`/admin/bookings/${id}/bill`, { form: { intent: "cancel-invoice", reason: "Wrong charge" } });
  expect(crafted.status()).toBe(409);
  expect(await crafted.text()).toContain("which is filed: it cannot be cancelled. Issue a credit note instead.");
  expect(queryAt(app.databasePath, "select cancelled_at from invoices where number = ?", number)).toEqual([{ cancelled_at: null }]);

  await page.getByText(`Issue a credit note against ${number}`).click();
  // More than the invoice is refused in place, with what was typed.
  await page.getByLabel("Amount to credit, tax included (₹)").fill("5000");
  await page.getByLabel("What does it correct?").fill("Visit charge waived");
  await page.getByRole("button", { name: "Issue credit note" }).click();
  await expect(page.getByText(`At most ₹299 is left to credit on ${number}.`).first()).toBeVisible();
  await expect(page.getByLabel("What does it correct?")).toHaveValue("Visit charge waived");
  await page.getByLabel("Amount to credit, tax included (₹)").fill("100");
  await page.getByRole("button", { name: "Issue credit note" }).click();
  await expect(page.getByRole("status").getByText(/^Credit Note CN\/\d{2}-\d{2}\/0001 Issued$/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath("bill-credit-note-360.png"), fullPage: true });

  // Its document, as the office and the accountant read it.
  await page.locator("#credit-notes").getByRole("link", { name: /^CN\// }).click();
  await expect(page.getByRole("heading", { name: "Credit Note" })).toBeVisible();
  for (const text of [
    `${number} of`,
    "Visit charge waived",
    "Taxable value",
    "CGST (9%)",
    "₹100",
    "Rupees One Hundred Only",
    "This is a computer-generated credit note.",
  ])
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  const noteUrl = page.url();
  await page.screenshot({ path: test.info().outputPath("credit-note-360.png"), fullPage: true });
  // Disputed, the credit note leads staff who may open the job to what was done: the visit's photos.
  await page.getByRole("link", { name: "Photos and signature" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/jobs/${id}/photos$`));
  await expect(page.getByRole("img", { name: /Before/ })).toBeVisible();
  const accountant = await browser.newContext({ baseURL: app.origin, viewport: { width: 1280, height: 900 } });
  await asStaff({ role: "accountant", into: accountant, server: app, now: new Date(nextMorning).toISOString() });
  const reader = await accountant.newPage();
  await reader.goto(noteUrl);
  await expect(reader.getByRole("heading", { name: "Credit Note" })).toBeVisible();
  // The accountant, who may not open a job, is not shown the way to it.
  await expect(reader.getByRole("link", { name: "Photos and signature" })).toHaveCount(0);
  // Reported in the month issued (the next): listed on Books and counted in Table 13.
  await reader.goto(`/admin/books?month=${nextMonth}`);
  await expect(reader.locator("#credit-notes")).toContainText(`against ${number}: ₹100`);
  await expect(reader.getByRole("table", { name: "Table 13: documents issued" }).getByRole("row", { name: /^Credit Note/ })).toBeVisible();
  // The accountant may not mark a month filed or issue a credit note.
  await expect(reader.getByText(/Mark .* as filed/)).toHaveCount(0);
  await accountant.close();
  await context.close();
});
