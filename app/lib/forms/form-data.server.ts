import { data } from "@remix-run/node";

/**
 * The posted form, or a 400 thrown for a body that is not a form at all (JSON, a broken
 * multipart stream): a visitor's request never becomes a 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data("The form could not be read. Please try again.", { status: 400 });
  }
}
