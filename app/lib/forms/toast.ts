/** A short message shown once at the corner of the page: after a redirect, or for a failure answered in place. */
export type Toast = {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** Shown by the page in its own flow (the customer's booking page, at its top), covering nothing, instead of at the corner. */
  inline?: boolean;
};
