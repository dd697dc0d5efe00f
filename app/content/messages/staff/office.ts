// The bill, the books, form settings and the sign-in page, in the account's (or, signed out, the browser's) language: namespaces bill., books., setup., signin.
// Each language in a file of its own (office/): English first, its ids the ids every language must have (the type check says so).
export { officeEn } from "~/content/messages/staff/office/en";
export { officeHi } from "~/content/messages/staff/office/hi";
export { officeKn } from "~/content/messages/staff/office/kn";
