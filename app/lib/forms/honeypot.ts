/** The honeypot field of the public forms: hidden from people, filled by bots (see spam.server.ts). */
export const HONEYPOT_FIELD = "hp";
