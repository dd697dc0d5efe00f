// A typed phone number proves nothing (docs/decisions/0018-identity-by-proof.md), at the model: a
// stranger who books with a customer's number can neither undo the number's STOP nor silence the
// customer; a reply lands on the booking of the message it answers, else on the number's one open
// booking, else waits for the desk, never on a held or blocked booking; erasing one booking takes
// that booking's replies only.
import { afterEach, describe, expect, it } from "vitest";

import { done, refused } from "~/lib/outcome";
import type { Actor } from "~/models/audit.server";
import { setBookingStatus } from "~/models/booking-triage.server";
import { claimDueMessages, recordMessageOutcome } from "~/models/customer-messages.server";
import {
  attachReply,
  bookingSilence,
  isNumberStopped,
  recordInboundMessage,
  repliesToAttach,
  setBookingMessages,
  silencedBecause,
} from "~/models/customer-replies.server";
import { eraseByOwner } from "~/models/privacy.server";
import { db } from "~db/db.server";

import { setEnv } from "../shared/env";
import { storeBooking } from "./booking-fixtures";
import { english } from "./outcome-english";

const office: Actor = { adminId: null, email: "office@example.com", address: null, device: "Chrome on Windows" };
const WHATSAPP = {
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_ACCESS_TOKEN: "token",
  WHATSAPP_APP_SECRET: "secret",
  WHATSAPP_VERIFY_TOKEN: "verify",
};
afterEach(() => setEnv(Object.fromEntries(Object.keys(WHATSAPP).map((name) => [name, undefined]))));

/** A number of its own per test, so tests never share a STOP. */
const aNumber = () => `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

/** The WhatsApp id our confirmation of this booking was sent under, as the sender records it. */
async function sentConfirmation(bookingId: number): Promise<string> {
  await setBookingStatus(bookingId, "confirmed", office);
  const [claimed] = (await claimDueMessages(new Date(Date.now() + 60_000), 30_000, 100)).filter(
    (message) => message.bookingId === bookingId && message.kind === "confirmed",
  );
  const id = `wamid.out-${crypto.randomUUID()}`;
  await recordMessageOutcome(claimed!, { state: "sent", waMessageId: id });
  return id;
}

const repliesOf = async (bookingId: number) =>
  (await db.selectFrom("customer_replies").select("text").where("booking_id", "=", bookingId).orderBy("id").execute()).map((row) => row.text);

describe("consent by proof", () => {
  it("a page's switch silences its own booking only; the number's STOP is undone only by a START from the number", async () => {
    const phone = aNumber();
    const victim = await storeBooking({ visitDate: "2026-12-02", phone });
    const stranger = await storeBooking({ visitDate: "2026-12-03", phone, name: "Not Ravi" });
    // The stranger switches his own booking off: the victim's messages still go.
    await setBookingMessages(stranger, false);
    expect(await silencedBecause(stranger)).toBe("customerMessagesOff");
    expect(await silencedBecause(victim)).toBeNull();

    // The victim says STOP from the number: every booking of it is silenced.
    expect((await recordInboundMessage(phone, `wamid.in-${crypto.randomUUID()}`, "STOP")).kind).toBe("stop");
    expect(await silencedBecause(victim)).toBe("customerSaidStop");
    // The stranger's page switch cannot undo it.
    await setBookingMessages(stranger, true);
    await setBookingMessages(victim, true);
    expect(await isNumberStopped(phone)).toBe(true);
    expect(await bookingSilence(victim)).toEqual({ numberStopped: true, bookingOff: false });
    expect(await silencedBecause(victim)).toBe("customerSaidStop");

    // START from the number itself, in Kannada: messages again.
    expect((await recordInboundMessage(phone, `wamid.in-${crypto.randomUUID()}`, " ಪ್ರಾರಂಭಿಸಿ ")).kind).toBe("start");
    expect(await isNumberStopped(phone)).toBe(false);
    expect(await silencedBecause(victim)).toBeNull();
  });
});

describe("replies by proof", () => {
  it("land on the booking of the message they answer, though a newer booking has the same number", async () => {
    setEnv(WHATSAPP);
    const phone = aNumber();
    const first = await storeBooking({ visitDate: "2026-12-02", phone });
    const ourMessage = await sentConfirmation(first);
    const newer = await storeBooking({ visitDate: "2026-12-04", phone, name: "A stranger" });
    const answered = await recordInboundMessage(phone, `wamid.in-${crypto.randomUUID()}`, "2", { contextId: ourMessage });
    expect(answered).toEqual({ kind: "reply", bookingId: first });
    expect(await repliesOf(first)).toEqual(["2"]);
    expect(await repliesOf(newer)).toEqual([]);
    // A context of another number's message proves nothing about this number: the reply waits for the desk.
    const elsewhere = await sentConfirmation(await storeBooking({ visitDate: "2026-12-02", phone: aNumber() }));
    expect((await recordInboundMessage(phone, `wamid.in-${crypto.randomUUID()}`, "1", { contextId: elsewhere })).bookingId).toBeNull();
  });

  it("without a context go to the number's one open booking; with several to the desk, never to a held or blocked one", async () => {
    const phone = aNumber();
    const only = await storeBooking({ visitDate: "2026-12-02", phone });
    // A held booking of the same number (a stranger's fourth, say) is no candidate.
    const held = await storeBooking({ visitDate: "2026-12-05", phone, name: "Held" });
    await db.updateTable("bookings").set({ held: 1 }).where("id", "=", held).execute();
    expect((await recordInboundMessage(phone, `wamid.in-${crypto.randomUUID()}`, "Is 10 am fine?")).bookingId).toBe(only);

    const second = await storeBooking({ visitDate: "2026-12-06", phone, name: "Another" });
    const waiting = await recordInboundMessage(phone, `wamid.in-${crypto.randomUUID()}`, "1");
    expect(waiting).toEqual({ kind: "reply", bookingId: null });
    // The desk sees it on each booking it could be about, not on the held one, and attaches it once.
    const [reply] = await repliesToAttach(second);
    expect(reply).toMatchObject({ text: "1" });
    expect(await repliesToAttach(held)).toEqual([]);
    expect(await attachReply(reply!.id, second, office)).toEqual(done());
    expect(english(await attachReply(reply!.id, only, office))).toEqual({
      status: "refused",
      message: "That reply is already attached to a booking, or is from another number.",
    });
    expect(await repliesOf(second)).toEqual(["1"]);
    expect(await repliesToAttach(only)).toEqual([]);
    // Another number's booking cannot take it.
    const other = await storeBooking({ visitDate: "2026-12-02", phone: aNumber() });
    const stray = await recordInboundMessage(phone, `wamid.in-${crypto.randomUUID()}`, "hello");
    expect(stray.bookingId).toBeNull();
    const [strayRow] = await repliesToAttach(only);
    expect(await attachReply(strayRow!.id, other, office)).toEqual(refused("replyTaken"));
    const audit = await db.selectFrom("audit_log").select("action").where("booking_id", "=", second).where("action", "=", "reply-attached").execute();
    expect(audit).toHaveLength(1);
  });

  it("erasing one booking erases its own replies only", async () => {
    setEnv(WHATSAPP);
    const phone = aNumber();
    const victim = await storeBooking({ visitDate: "2026-12-02", phone });
    const ours = await sentConfirmation(victim);
    await recordInboundMessage(phone, `wamid.in-${crypto.randomUUID()}`, "See you tomorrow", { contextId: ours });
    const stranger = await storeBooking({ visitDate: "2026-12-03", phone, name: "A stranger" });
    const theirs = await sentConfirmation(stranger);
    await recordInboundMessage(phone, `wamid.in-${crypto.randomUUID()}`, "my words", { contextId: theirs });
    expect(await eraseByOwner(stranger, "Asked by phone", office)).toBe("erased");
    expect(await repliesOf(victim)).toEqual(["See you tomorrow"]);
    expect(await repliesOf(stranger)).toEqual([]);
  });
});
