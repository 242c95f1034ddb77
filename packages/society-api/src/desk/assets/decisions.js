// The decisions page's warning (docs/decisions/0097): the form saves every table at once and
// works without this script; with it, the page says how many choices are not saved yet and asks
// before leaving with any.
const form = document.querySelector('form[data-decisions]')
const hint = form?.querySelector('[data-unsaved]')

function unsaved() {
  return [...form.querySelectorAll('select')].filter((s) => s.value !== '').length
}

function show() {
  const n = unsaved()
  hint.textContent = n ? `${n} ${n === 1 ? 'decision' : 'decisions'} chosen, not saved yet.` : ''
}

if (form && hint) {
  let submitting = false
  form.addEventListener('change', show)
  form.addEventListener('submit', () => {
    submitting = true
  })
  window.addEventListener('beforeunload', (event) => {
    if (submitting || unsaved() === 0) return
    event.preventDefault()
    event.returnValue = ''
  })
  show()
}
