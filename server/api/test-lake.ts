import type { LakeQuery } from '../deps.ts'
import { feeDataQuery, type FeeData } from './conference/fees.ts'
import { registrationWindowQuery } from './conference/registration-window.ts'

/** Fee documents as the seed holds them (docs/decisions/0035). */
export const feeData: FeeData = {
  periods: [
    { formTimeframe: 'regular', student: 250, academia: 450, industry: 500 },
    { formTimeframe: 'late-onsite', student: 300, academia: 500, industry: 600 },
  ],
  extraFees: [
    { key: 'banquet', amount: 50 },
    { key: 'excursion', amount: 100 },
  ],
}

/** A content lake that answers the two queries the API asks. */
export function fakeLake(content: { fees?: FeeData; conference?: unknown } = {}): LakeQuery {
  const answer = async (query: string): Promise<unknown> => {
    if (query === feeDataQuery) return content.fees ?? feeData
    if (query === registrationWindowQuery) return content.conference ?? null
    throw new Error(`fakeLake: unexpected query ${query}`)
  }
  return answer as LakeQuery
}
