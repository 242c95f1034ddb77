/**
 * A page the worker can answer with for any address it has no copy of, while offline: a stored
 * page with its content taken out. Its scripts then render the address's route in the browser
 * from stored content answers (a talk page from its day's talks). It keeps the stored page's
 * clock (a site on a fixed test date stays on it) and says where it came from (`offline`).
 */
const PAGE_DATA = '<script type="application/json" id="page-data">'
const ROOT = '<div id="root">'

export function offlineShell(html: string): string | null {
  const root = html.indexOf(ROOT)
  const data = html.indexOf(PAGE_DATA)
  if (root < 0 || data < root) return null
  const rootEnd = html.lastIndexOf('</div>', data)
  const dataEnd = html.indexOf('</script>', data)
  if (rootEnd < root || dataEnd < 0) return null
  let clock: unknown = {}
  try {
    clock = (JSON.parse(html.slice(data + PAGE_DATA.length, dataEnd)) as { clock?: unknown }).clock
  } catch {
    return null
  }
  // `<` never appears in it: the clock holds dates and zone offsets only.
  const pageData = JSON.stringify({ clock, source: 'offline' })
  return (
    html.slice(0, root + ROOT.length) +
    html.slice(rootEnd, data + PAGE_DATA.length) +
    pageData +
    html.slice(dataEnd)
  )
}
