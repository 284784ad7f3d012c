import type { SystemNote } from '../../../shared/history-notes';

/** A history line's note: typed by staff (kept as typed), or written by the shop (src/shared/history-notes.ts). */
export type HistoryNote = string | SystemNote | null | undefined;

/**
 * The columns every writer of an order's history stores for its note: a note the shop writes
 * keeps its English text in `note` and what it says in `note_code`/`note_params`, for each page
 * to word in its own language; a staff member's note has no code.
 */
export function noteColumns(note: HistoryNote): { note: string | null; noteCode: string | null; noteParams: SystemNote['params'] | null } {
  if (note === null || note === undefined) return { note: null, noteCode: null, noteParams: null };
  if (typeof note === 'string') return { note, noteCode: null, noteParams: null };
  return { note: note.text, noteCode: note.code, noteParams: note.params };
}
