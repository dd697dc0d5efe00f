// The owner's remaining screens in the account's language: Settings → Notifications (notify.), the
// delivery tables (deliveries.), Settings → Audit log (audit.), what both sub-pages share (logs.) and
// the dashboard's counts (dash.). Each language in a file of its own (settings/): English first,
// its ids the ids every language must have (the type check says so).
export { settingsEn } from "~/content/messages/staff/settings/en";
export { settingsHi } from "~/content/messages/staff/settings/hi";
export { settingsKn } from "~/content/messages/staff/settings/kn";
