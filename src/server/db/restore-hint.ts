/** What the damaged-data-folder messages tell the owner to do (README: Backup, restore, and moving to PostgreSQL). */
export const RESTORE_HINT = 'To start again from the last backup: move DATA_DIR aside, then `npm run restore FILE` into an empty DATA_DIR.';
