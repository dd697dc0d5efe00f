// The bill, the books, form settings and the sign-in page, in the account's (or, signed out, the browser's) language: namespaces bill., books., setup., signin.
// English first: its ids are the ids every language must have (the type check says so).
export const officeEn = {} as const;

type Words = Record<keyof typeof officeEn, string>;

export const officeKn: Words = {};

export const officeHi: Words = {};
