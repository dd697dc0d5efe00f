// The texts of the contact form's outcomes and what it stores.
export const CONTACT_LOCALITY = "Contact Form";
export const CONTACT_DEFAULT_SERVICE = "General Inquiry";

export const CONTACT_FAILED_TOAST = {
  title: "Error",
  description: "Failed to send message. Please try again.",
  variant: "destructive",
} as const;
