/**
 * The kinds of programme session, each with the name visitors and the secretariat read: one
 * list for the studio's choice, the site's filter and the seed generator.
 */
export const SESSION_KINDS = {
  ceremony: 'Ceremony',
  plenary: 'Plenary',
  keynote: 'Keynote',
  invited: 'Invited',
  oral: 'Oral',
  poster: 'Poster',
  workshop: 'Workshop',
  break: 'Break',
  social: 'Social',
} as const

export type SessionKind = keyof typeof SESSION_KINDS

export const sessionKinds = Object.keys(SESSION_KINDS) as SessionKind[]
