import { data } from "react-router";

import type { Answer, FormResult } from "~/lib/forms/answer";

type RefuseOptions = Pick<Answer, "intent" | "toast"> & { status?: number; headers?: HeadersInit };

/** A form refused in place: conform's reply (the messages and what was sent) under `status` (400 unless told), for the form that sent `intent`. */
export function refuse(result: FormResult, { status = 400, headers, intent, toast }: RefuseOptions = {}) {
  return data<Answer>({ ...(intent ? { intent } : {}), result, ...(toast ? { toast } : {}) }, { status, headers });
}
