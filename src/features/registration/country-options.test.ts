import { describe, expect, it } from 'vitest'
import { COUNTRY_OPTIONS_HTML, countryOptionsHtml } from './country-select'

describe('the country options as one piece of markup', () => {
  it('mark the chosen country selected, and only it (a form answered without scripts keeps it)', () => {
    const html = countryOptionsHtml('GH')
    expect(html).toContain('<option value="GH" selected="">Ghana</option>')
    expect(html.match(/selected/g)).toHaveLength(1)
  })

  it('mark none when none is chosen', () => {
    expect(countryOptionsHtml('')).toBe(COUNTRY_OPTIONS_HTML)
    expect(COUNTRY_OPTIONS_HTML).not.toContain('selected')
  })
})
