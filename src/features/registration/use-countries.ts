import { useEffect, useState } from 'react'

export interface Country {
  code: string
  name: string
}

let cache: Promise<Country[]> | undefined

/** ISO 3166-1 alpha-2 codes (i18n-iso-countries) named by the browser (Intl.DisplayNames), loaded lazily. */
export function loadCountries(): Promise<Country[]> {
  cache ??= import('i18n-iso-countries').then((mod) => {
    const countries = (mod.default ?? mod) as typeof import('i18n-iso-countries')
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' })
    return Object.keys(countries.getAlpha2Codes())
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  })
  return cache
}

export function useCountries(): Country[] | null {
  const [countries, setCountries] = useState<Country[] | null>(null)
  useEffect(() => {
    let live = true
    loadCountries().then(
      (list) => live && setCountries(list),
      () => live && setCountries([]),
    )
    return () => {
      live = false
    }
  }, [])
  return countries
}
