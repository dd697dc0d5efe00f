// The texts of the contact form's outcomes and what it stores.
export const CONTACT_LOCALITY = "Contact Form";
export const CONTACT_DEFAULT_SERVICE = "General Inquiry";

/** The one confirmation of a sent message (a dialog with JavaScript, in the form's place without). */
export const CONTACT_SENT = {
  title: "Message Sent Successfully!",
  description: "We'll get back to you within 24 hours.",
} as const;

export const CONTACT_FAILED_TOAST = {
  title: "Error",
  description: "Failed to send message. Please try again.",
  variant: "destructive",
} as const;
