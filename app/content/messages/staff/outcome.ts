// Every outcome a model or an action answers (a refusal's code, a toast's), in the reader's language: namespaces refusal. and done.
// English first: its ids are the ids every language must have (the type check says so).
export const outcomeEn = {} as const;

type Words = Record<keyof typeof outcomeEn, string>;

export const outcomeKn: Words = {};

export const outcomeHi: Words = {};
