// What a model or an action answers: done (with its value), or refused with a code (a message of
// the outcome catalog, app/content/messages/staff/outcome.ts), the form's field it belongs at,
// and the values its sentence needs. No model builds a sentence: the code is said where it is
// shown, in the reader's language (outcomeText in app/lib/i18n/outcome.server.ts).
import type { outcomeEn } from "~/content/messages/staff/outcome";

type OutcomeId = keyof typeof outcomeEn;

/** A refusal's code: the id of its message less "refusal.". An unknown code fails the type check. */
export type RefusalCode = OutcomeId extends infer Id ? (Id extends `refusal.${infer Code}` ? Code : never) : never;

/** A success's code (a toast): the id of its message less "done.". */
export type DoneCode = OutcomeId extends infer Id ? (Id extends `done.${infer Code}` ? Code : never) : never;

/** A bill line's note (its message less "line."): said with the line's own name ({item}) and its values. */
export type LineCode = OutcomeId extends infer Id ? (Id extends `line.${infer Code}` ? Code : never) : never;

/** A value a sentence needs: a text or a number as it is, money (in paise), an instant or a phone number (E.164), formatted where it is said. */
type Value = string | number | { paise: number } | { instant: string } | { phone: string };
export type Values = Record<string, Value>;

/** What a bill line's note says, by its code: a maintenance plan's cover, or a plan's own line. */
export type LineNote = { code: LineCode; values: Values };

export type Done<V = undefined> = { status: "done"; value: V };

/** `field`: the form's field the sentence belongs at (else the whole form). */
export type Refused<Field extends string = string> = { status: "refused"; code: RefusalCode; field?: Field; values?: Values };

export type Outcome<V = undefined, Field extends string = string> = Done<V> | Refused<Field>;

/** What a success says (a toast): its code and values. */
export type Said = { code: DoneCode; values?: Values };

export function done(): Done;
export function done<V>(value: V): Done<V>;
export function done<V>(value?: V): Done<V | undefined> {
  return { status: "done", value };
}

export function refused<Field extends string = never>(code: RefusalCode, { field, values }: { field?: Field; values?: Values } = {}): Refused<Field> {
  return { status: "refused", code, ...(field ? { field } : {}), ...(values ? { values } : {}) };
}

/** A success's toast. */
export function said(code: DoneCode, values?: Values): Said {
  return values ? { code, values } : { code };
}

/**
 * A refusal kept in a record's text column (an outbox row's last error, which also holds a
 * provider's own words and, in older rows, English): its message id, said where the record is
 * shown (storedText in app/lib/i18n/outcome.server.ts).
 */
export function storedRefusal(code: RefusalCode): string {
  return `refusal.${code}`;
}

/** A phone number a sentence names (E.164), written as people write it where it is said. */
export const phone = (e164: string) => ({ phone: e164 });

/** Money a sentence names, formatted where it is said. */
export const money = (paise: number) => ({ paise });
