// The desk's screens (the bookings list, the day board, a booking's page, analytics), in the account's language: namespace desk.
// English first: its ids are the ids every language must have (the type check says so).
export const deskEn = {} as const;

type Words = Record<keyof typeof deskEn, string>;

export const deskKn: Words = {};

export const deskHi: Words = {};
