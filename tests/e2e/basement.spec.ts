// A Kannada technician in a basement at 360 px: On my way and a bill line from the price list
// tapped with no signal are kept on his phone, shown waiting, and sent once the signal returns:
// recorded once each, On my way at the instant he tapped it (not when it arrived); the page says
// what was sent in his language, and the office's board shows him on the way.
import { serverTranslator } from "../../app/lib/i18n/messages.server";
import { formatIstTime } from "../../app/lib/time/ist";
import { expect, test } from "./fixtures";
import { PENDING_SCRIPTS, query, TODAY } from "./support";

const kn = serverTranslator("kn");
const en = serverTranslator("en");

/** Now on the shared server's clock (playwright.config.ts starts it at E2E_CLOCK_START and it runs on from the run's origin). */
function serverNow(): number {
  return Date.parse(process.env.E2E_CLOCK_START!) + (Date.now() - Number(process.env.E2E_CLOCK_ORIGIN));
}

test("offline, On my way and a bill line wait on his phone in Kannada, are recorded once each when the signal returns, On my way at the time he tapped it, and the board shows him on the way", async ({
  asStaff,
  booking,
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  // WhatsApp is another site: its tab is closed as it opens.
  context.on("page", (opened) => void (opened.url().startsWith("https://wa.me/") ? opened.close() : undefined));
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  const day = await context.newPage();
  const technician = await asStaff({ role: "technician", language: "kn", into: day });
  const visit = await booking({ visitDate: TODAY, timeSlot: "evening" });
  const { assignTechnician } = await import("../../app/models/booking-triage.server");
  await assignTechnician(visit.id, technician.technicianId, { adminId: technician.id, email: technician.email, address: null, device: "Chrome on Linux" });
  // His phone's clock, ten minutes behind the server's now: what is recorded is when he tapped, not when it arrived.
  const tapped = new Date(Math.floor(serverNow() / 1000) * 1000 - 10 * 60_000);
  await context.clock.setFixedTime(tapped);

  // The job screen, open before he goes down (a second tab), and his day.
  const job = await context.newPage();
  await job.goto(`/admin/jobs/${visit.id}`);
  await expect(job.locator(PENDING_SCRIPTS)).toHaveCount(0);
  await day.goto("/admin/day");
  await expect(day.locator(PENDING_SCRIPTS)).toHaveCount(0);
  const card = day.getByRole("listitem").filter({ hasText: visit.reference });

  // In a basement: On my way is kept on the phone and said to be waiting (his day stays).
  await context.setOffline(true);
  await card
    .getByRole("group", { name: kn("field.onMyWay") })
    .getByRole("link", { name: kn("field.arrivingIn", { minutes: "30" }) })
    .click();
  await expect(card.getByRole("status")).toHaveText(`⏳ ${kn("field.waiting", { step: kn("field.on_the_way") })}`);
  await expect(day.getByRole("heading", { name: kn("field.title") })).toBeVisible();
  const steps = () =>
    query<{ step: string; recorded_at: string; arrival_minutes: number | null }>(
      "select step, recorded_at, arrival_minutes from visit_progress where booking_id = ?",
      visit.id,
    );
  expect(steps()).toEqual([]);
  await day.screenshot({ path: test.info().outputPath("day-kn-360-on-my-way-offline.png"), fullPage: true });
  await day.close();

  // A line from the price list, tapped with no signal: kept and shown waiting, not refused.
  const item = "ಭೇಟಿ ಶುಲ್ಕ · ₹299";
  await job.getByLabel(kn("field.fromPriceList")).selectOption({ label: item });
  await job
    .getByRole("button", { name: kn("field.add"), exact: true })
    .first()
    .click();
  const bill = job.getByRole("region", { name: kn("field.bill") });
  await expect(bill.getByRole("status")).toHaveText(`⏳ ${kn("field.waiting", { step: item })}`);
  const lines = () => query<{ description: string }>("select description from bill_items where booking_id = ?", visit.id);
  expect(lines()).toEqual([]);
  await job.screenshot({ path: test.info().outputPath("job-kn-360-line-offline.png"), fullPage: true });

  // Back up the stairs: both sent, in order, and said in Kannada.
  await context.setOffline(false);
  const said = job.locator("[data-taps-sent]");
  await expect(said).toContainText(kn("field.tapSent", { what: kn("field.on_the_way") }));
  await expect(said).toContainText(kn("field.tapSent", { what: item }));
  await expect(bill.getByRole("status")).toHaveCount(0);
  await expect(bill.getByText("₹299", { exact: true }).first()).toBeVisible();
  await job.screenshot({ path: test.info().outputPath("job-kn-360-sent.png"), fullPage: true });

  // Recorded once each; On my way at the instant he tapped it, with his estimate.
  expect(steps()).toEqual([{ step: "on_the_way", recorded_at: tapped.toISOString(), arrival_minutes: 30 }]);
  expect(lines()).toEqual([{ description: "Visit charge" }]);
  expect(await job.evaluate(() => JSON.parse(localStorage.getItem("field-taps") ?? "[]").length)).toBe(0);
  // The same line arriving again (its answer lost on the way) adds nothing.
  const [sent] = query<{ submission_id: string }>("select submission_id from bill_items where booking_id = ?", visit.id);
  const [ready] = query<{ id: number }>("select id from price_items where name = 'Visit charge'");
  const again = await job.evaluate(
    async ([path, item, submissionId]) =>
      (await fetch(path!, { method: "POST", body: new URLSearchParams({ intent: "add-ready", item: item!, submissionId: submissionId! }) })).status,
    [`/admin/jobs/${visit.id}`, String(ready!.id), sent!.submission_id],
  );
  expect(again).toBe(200);
  expect(lines()).toEqual([{ description: "Visit charge" }]);
  await context.close();

  // The office's board, reloaded: the visit is on the way, with his estimate and the time he tapped.
  const office = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const board = await office.newPage();
  await asStaff({ into: board });
  await board.goto("/admin/board");
  const onBoard = board.locator(`#visit-${visit.id}`);
  await expect(onBoard.locator("[data-progress]")).toHaveText(
    en("field.stepAt", {
      step: en("deskBoard.onTheWayEta", { step: en("deskSteps.on_the_way"), minutes: 30 }),
      time: formatIstTime(tapped.toISOString(), "en-IN"),
    }),
  );
  await board.screenshot({ path: test.info().outputPath("board-390-on-the-way.png"), fullPage: true });
  await office.close();
});
