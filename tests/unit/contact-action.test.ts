import { describe, expect, it, vi } from "vitest";

import { action } from "~/routes/public/($lang).contact";
import { db } from "~db/db.server";

import { failingInserts, postForm, run } from "./action-outcome";

const rowsWith = (submissionId: string) => db.selectFrom("bookings").selectAll().where("submission_id", "=", submissionId).execute();

function fields(overrides: Record<string, string> = {}) {
  return {
    submissionId: crypto.randomUUID(),
    name: "Meera Iyer",
    phone: "+91 98450 12345",
    email: "meera@example.com",
    subject: "",
    message: "The drum does not turn.",
    ...overrides,
  };
}

describe("the /contact action", () => {
  it("stores the message as a pending booking and redirects to the page's one confirmation (no toast)", async () => {
    const sent = fields();
    const outcome = await run(action, postForm("/contact", sent));
    expect(outcome.status).toBe(303);
    expect(outcome.location).toBe("/contact?sent=1#send-message");
    expect(outcome.headers.get("Set-Cookie")).toBeNull();
    expect(await rowsWith(sent.submissionId)).toEqual([
      expect.objectContaining({
        name: "Meera Iyer",
        phone: "+919845012345",
        locality: "Contact Form",
        service: "General Inquiry",
        brand: "Not specified",
        issue: "E-mail: meera@example.com\n\nMessage: The drum does not turn.",
        time_slot: "",
        status: "pending",
      }),
    ]);
  });

  it("uses the subject as the service, and stores a resubmitted form once", async () => {
    const sent = fields({ subject: "Installation quote" });
    await run(action, postForm("/contact", sent));
    await run(action, postForm("/contact", sent));
    expect(await rowsWith(sent.submissionId)).toEqual([expect.objectContaining({ service: "Installation quote" })]);
  });

  it("answers 400 with field messages and stores nothing for a bad e-mail", async () => {
    const sent = fields({ email: "meera@" });
    const outcome = await run(action, postForm("/contact", sent));
    expect(outcome.status).toBe(400);
    expect(outcome.body).toMatchObject({ result: { error: { email: ["Enter a valid e-mail address"] } } });
    expect(outcome.body).not.toHaveProperty("toast");
    expect(await rowsWith(sent.submissionId)).toEqual([]);
  });

  it("answers 503 with the failure message, keeping the values, when storing fails", async () => {
    vi.spyOn(console, "error").mockImplementationOnce(() => undefined);
    const sent = fields();
    const outcome = await failingInserts(() => run(action, postForm("/contact", sent)));
    expect(outcome.status).toBe(503);
    expect(outcome.body).toMatchObject({
      result: { error: { "": ["Failed to send message. Please try again."] }, initialValue: { name: "Meera Iyer" } },
      toast: { title: "Error", description: "Failed to send message. Please try again.", variant: "destructive" },
    });
    expect(await rowsWith(sent.submissionId)).toEqual([]);
  });

  it("answers 400 to a body that is not a form", async () => {
    const request = new Request("http://localhost/contact", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=nothing" },
      body: "garbage",
    });
    expect((await run(action, request)).status).toBe(400);
  });
});
