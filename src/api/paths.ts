import { env } from '@/config/env'

export { apiPaths } from '@amrs/shared/contract/endpoints'

export function apiUrl(path: string): string {
  return `${env.societyApiUrl}${path}`
}
