import { EMPTY_STEP1, type Step1Data } from '@amrs/shared/form-rules/signup.rules'

/** Step-1 data survives a reload of step 2 (docs/decisions/0029-client-state-without-redux.md): sessionStorage, this tab only. */
const KEY = 'amrs-ug:signup-step1'

export function loadStep1(): Step1Data | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    if (!raw) return null
    const value = JSON.parse(raw) as Partial<Step1Data>
    const data = { ...EMPTY_STEP1 }
    for (const key of Object.keys(EMPTY_STEP1) as (keyof Step1Data)[])
      if (typeof value[key] === 'string') data[key] = value[key]
    return data
  } catch {
    return null
  }
}

export function saveStep1(data: Step1Data): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(data))
  } catch {
    // Storage full or blocked: the data still lives in memory for this visit.
  }
}

export function clearStep1(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // ignore
  }
}
