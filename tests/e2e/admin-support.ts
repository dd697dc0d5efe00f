import { expect, type Page } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, logIn } from "./support";

/** Logs in and waits for the dashboard (with JavaScript the login is a fetch: wait before navigating). */
export async function logInToDashboard(page: Page, password = ADMIN_PASSWORD, email = ADMIN_EMAIL) {
  await logIn(page, password, email);
  await expect(page).toHaveURL(/\/admin$/);
}
