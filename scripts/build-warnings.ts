/**
 * What a step of the build printed as a warning: Vite's and Rolldown's warnings (and any
 * plugin's, and the service worker's own build, which vite-plugin-pwa runs with a logger of its
 * own) all reach `console.warn` or standard error. The build stays quiet (docs/decisions/0056): `npm run
 * build` fails when bundling warned, so a new warning is fixed, or silenced where it is about a
 * third-party file and harmless (vite.config.ts says which, and why), when it appears.
 * Everything still reaches the terminal as it is printed.
 */
export async function collectWarnings<T>(step: () => Promise<T>): Promise<{
  result: T
  warnings: string[]
}> {
  const warnings: string[] = []
  const write = process.stderr.write.bind(process.stderr)
  const warn = console.warn
  let inWarn = false
  console.warn = (...args: unknown[]) => {
    warnings.push(args.map(String).join(' '))
    inWarn = true
    try {
      warn(...args)
    } finally {
      inWarn = false
    }
  }
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString()
    if (!inWarn && text.trim()) warnings.push(text)
    return write(chunk, ...rest)
  }) as typeof process.stderr.write
  try {
    return { result: await step(), warnings }
  } finally {
    console.warn = warn
    process.stderr.write = write
  }
}
