// A bill line's note as bill_items keeps it (migration 0041): its code and its values as JSON, or
// nulls for none (and on lines added before, whose description holds their words whole).
import type { LineCode, LineNote, Values } from "~/lib/outcome";

/** The columns a line's note is written to. */
export function noteColumns(note: LineNote | null): { note_code: string | null; note_values: string | null } {
  return note ? { note_code: note.code, note_values: JSON.stringify(note.values) } : { note_code: null, note_values: null };
}

/** A line's note as read back from its columns. */
export function noteOf(row: { note_code: string | null; note_values: string | null }): LineNote | null {
  return row.note_code ? { code: row.note_code as LineCode, values: JSON.parse(row.note_values ?? "{}") as Values } : null;
}
