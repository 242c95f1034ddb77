/** The desk's roles (docs/decisions/0061): what each may do is in ./endpoints.ts, nowhere else. */
export const ROLES = ['secretariat', 'staff', 'reviewer'] as const
export type Role = (typeof ROLES)[number]

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value)

/** Who may call an endpoint: anyone (sign-in, invitations, assets), any account, or these roles. */
export type Access = 'anyone' | 'any-account' | readonly Role[]

/** Shorthands for the table. */
export const SECRETARIAT: readonly Role[] = ['secretariat']
export const DESK_STAFF: readonly Role[] = ['secretariat', 'staff']

export const allows = (access: Access, role: Role | null): boolean =>
  access === 'anyone' || (role !== null && (access === 'any-account' || access.includes(role)))
