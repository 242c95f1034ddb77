import path from 'node:path'

// What a database call throws: a write not kept, a statement refused, a damaged file.

/** The change was not saved (the disk refused it); nothing of it was kept. */
export class PersistError extends Error {
  override name = 'PersistError'
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

/** One statement of the unit failed (e.g. a constraint); the unit was undone. */
export class StatementError extends Error {
  override name = 'StatementError'
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

/**
 * The database file fails SQLite's integrity check (before this check, a file cut short started
 * without a word, answered reads with 404 and took writes on the damaged file). The server
 * refuses to start; the file is left exactly as it is.
 */
export class DatabaseDamagedError extends Error {
  override name = 'DatabaseDamagedError'
  constructor(
    readonly file: string,
    readonly problems: string,
  ) {
    const at = path.resolve(file)
    const found = problems.split('\n')
    super(
      [
        `The society database ${at} is damaged, so the server did not start.`,
        `SQLite's integrity check (PRAGMA quick_check) found: ${found.slice(0, 3).join('; ')}${found.length > 3 ? ` (and ${found.length - 3} more)` : ''}`,
        'The file has been left as it is. What to do:',
        `  1. Stop anything else that uses it, and keep a copy: cp ${at}* <a safe folder>/`,
        '  2. Put back the latest good copy (backup) of the file, or recover what is still readable:',
        `       sqlite3 ${at} .recover | sqlite3 ${path.join(path.dirname(at), 'recovered.sqlite')}`,
        `     then move recovered.sqlite to ${at} (and remove its old -wal and -shm files).`,
        `  3. Or, to start with an empty database, move ${at} and its -wal and -shm files away.`,
      ].join('\n'),
    )
  }
}
