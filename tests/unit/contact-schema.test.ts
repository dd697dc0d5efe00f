import { describe, expect, it } from "vitest";

import { parseContactForm } from "~/lib/schemas/contact";
import { contactIssueText } from "~/models/bookings.server";

const valid = {
  submissionId: "0b6f7a4e-2c1d-4e8f-9a3b-5c6d7e8f9a0b",
  name: "Asha Rao",
  phone: "98450 12345",
  message: "My machine does not drain.\nIt shows E21.",
};

function parse(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [k, v] of Object.entries(fields)) formData.set(k, v);
  return parseContactForm(formData);
}

function errors(fields: Record<string, string>) {
  const result = parse(fields);
  return result.status === "error" ? (result.error ?? {}) : {};
}

describe("contact schema", () => {
  it("accepts a message without e-mail and subject, normalising the phone", () => {
    const result = parse(valid);
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toMatchObject({ name: "Asha Rao", phone: "+919845012345", message: valid.message });
    expect(result.value.email).toBeUndefined();
    expect(result.value.subject).toBeUndefined();
  });

  it("requires name, phone and message", () => {
    expect(errors({ ...valid, name: " " }).name).toEqual(["Enter your name"]);
    expect(errors({ ...valid, phone: "" }).phone).toEqual(["Enter your phone number"]);
    expect(errors({ ...valid, message: "  \n " }).message).toEqual(["Enter your message"]);
  });

  it("checks the e-mail format only when one is given", () => {
    expect(errors({ ...valid, email: "not-an-email" }).email).toEqual(["Enter a valid e-mail address"]);
    expect(parse({ ...valid, email: " asha@example.com " }).status).toBe("success");
  });

  it("limits every text field", () => {
    expect(errors({ ...valid, name: "x".repeat(101) }).name).toEqual(["Name must be at most 100 characters"]);
    expect(errors({ ...valid, subject: "x".repeat(101) }).subject).toEqual(["Subject must be at most 100 characters"]);
    expect(errors({ ...valid, message: "x".repeat(2001) }).message).toEqual(["Message must be at most 2000 characters"]);
    expect(errors({ ...valid, email: `${"x".repeat(250)}@example.com` }).email?.length).toBeGreaterThan(0);
    expect(errors({ ...valid, subject: "Hi\u0007" }).subject).toEqual(["Remove the special characters"]);
  });

  it("stores the e-mail and the message together as the issue", () => {
    expect(contactIssueText({ email: "asha@example.com", message: "Noise" })).toBe("E-mail: asha@example.com\n\nMessage: Noise");
    expect(contactIssueText({ email: undefined, message: "Noise" })).toBe("E-mail: not given\n\nMessage: Noise");
  });
});
