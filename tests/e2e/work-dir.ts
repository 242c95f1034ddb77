import { tmpdir } from 'node:os'
import path from 'node:path'

/** The browser-test server's scratch folder (seed copy + data), known to tests by port. */
export function e2eWorkDir(port: string | number = process.env.E2E_PORT ?? 4311): string {
  return path.join(tmpdir(), `amrs-e2e-${port}`)
}

export const e2eSeedFile = () => path.join(e2eWorkDir(), 'seed', 'production.ndjson')
