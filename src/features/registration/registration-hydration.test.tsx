import { useRef } from 'react'
import { afterEach, expect, test } from 'vitest'
import { COUNTRIES } from '@amrs/shared/countries'
import { initialValues } from '@amrs/shared/form-rules/registration.rules'
import { CountrySelect } from './country-select'
import { DRAFT_KEY } from './registration-draft'
import { useRegistrationForm } from './use-registration-form'
import { hydrateAndCount } from '@/lib/hydration.test-utils'

// What hydrating the registration form costs a phone (docs/decisions/0107): no second render of
// the form as the page starts, and the country list hydrated as one element.

function Form() {
  const ref = useRef<HTMLFormElement>(null)
  const form = useRegistrationForm(ref)
  return (
    <form ref={ref}>
      <input
        name="firstname"
        aria-label="First name"
        value={form.values.firstname}
        onChange={(event) => form.update((v) => ({ ...v, firstname: event.target.value }))}
      />
      <CountrySelect form={form} />
    </form>
  )
}

afterEach(() => window.sessionStorage.clear())

test('without a draft the form hydrates and renders no second time', async () => {
  const page = await hydrateAndCount(<Form />)
  expect(page.updates()).toBe(0)
  page.unmount()
})

test('a draft comes back once the page has hydrated, the country chosen in the list', async () => {
  window.sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ ...initialValues, firstname: 'Ama', affiliation_address_country: 'BA' }),
  )
  const page = await hydrateAndCount(<Form />)
  expect(page.container.querySelector('input')).toHaveValue('Ama')
  const select = page.container.querySelector('select')
  expect(select).toHaveValue('BA')
  expect(select?.selectedOptions[0]).toHaveTextContent('Bosnia & Herzegovina')
  page.unmount()
})

test('the country list is every country after "Select Country", hydrated as one element', async () => {
  const page = await hydrateAndCount(<Form />)
  const select = page.container.querySelector('select') as HTMLSelectElement
  expect([...select.options].map((o) => [o.value, o.text])).toEqual([
    ['', 'Select Country'],
    ...COUNTRIES,
  ])
  expect(select).toHaveValue('')
  // React's own record of the select (its fiber): no child per option.
  const fiberKey = Object.keys(select).find((key) => key.startsWith('__reactFiber$'))
  const fiber = (select as unknown as Record<string, { child: unknown }>)[fiberKey ?? '']
  expect(fiber).toBeDefined()
  expect(fiber?.child).toBeNull()
  page.unmount()
})
