// What the admin says in English that is its own message in every staff language (en.ts
// ADMIN_TEXTS): the refusals and answers shared by the admin's forms.

/** A form post that never reached the server (lib/forms/answer.ts offlineAware). */
export const SAVE_OFFLINE_MESSAGE = "Not sent: your connection dropped. All you typed is still here; try again once you are back online.";
