/** A short message shown once at the corner of the page: after a redirect, or for a failure answered in place. */
export type Toast = { title: string; description?: string; variant?: "default" | "destructive" };
