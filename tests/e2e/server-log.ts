import { appendFileSync } from 'node:fs'
import path from 'node:path'
import { e2eWorkDir } from './work-dir.ts'

/** Where the browser-test server keeps a copy of everything it prints. */
export const serverLogFile = (port?: string | number) => path.join(e2eWorkDir(port), 'server.log')

/**
 * Copies everything this process writes to stdout and stderr (its worker threads' output is
 * piped through them) into the log file, as it is written: the suite's last step reads it for
 * personal data (tests/e2e/no-personal-data-in-logs.ts).
 */
export function keepServerLog(file: string): void {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (...args: unknown[]) => boolean
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      appendFileSync(file, chunk)
      return write(chunk, ...rest)
    }) as typeof stream.write
  }
}
