/**
 * A comma-separated command-line option (`--routes /,/iumrs-icam25`) as a list, without blanks;
 * undefined when the option was not given or is empty (`npm run measure:html --routes`).
 */
export function listArg(value: string | undefined): string[] | undefined {
  if (!value) return undefined
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}
