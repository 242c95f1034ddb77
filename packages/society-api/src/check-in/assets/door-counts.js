/** The overview's counts at the door, kept current (docs/decisions/0081): every 5 s, while visible. */
const box = document.querySelector('[data-door-counts]')

async function refresh() {
  if (document.visibilityState !== 'visible') return
  try {
    // A background poll: it does not keep the session alive (docs/decisions/0097).
    const response = await fetch('/desk/check-in/counts', {
      headers: { 'Desk-Background': 'poll' },
    })
    if (!response.ok) return
    const counts = await response.json()
    for (const cell of box.querySelectorAll('[data-count]'))
      cell.textContent = String(counts[cell.dataset.count] ?? cell.textContent)
  } catch {
    // Offline for a moment: the counts stay as they were.
  }
}

if (box) setInterval(refresh, 5000)
