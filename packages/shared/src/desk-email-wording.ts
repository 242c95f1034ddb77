/**
 * The wording of the messages the secretariat's desk sends, in the shape of
 * `MESSAGE_WORDING` (./email-wording.ts lists them with one line).
 */
export const DESK_WORDING = {
  'desk-invitation': {
    key: 'desk-invitation',
    sample: {
      conferenceName: 'IUMRS-ICAM 2025',
      role: 'staff',
      expiresAt: '12 November 2025, 14:00 UTC',
    },
    title: 'Invitation to the desk',
    placeholders: ['conferenceName', 'role', 'expiresAt'],
    defaults: {
      subject: 'Your invitation to the {conferenceName} desk',
      preheader: 'Set up your sign-in with the link below.',
      body: 'Hello,\n\nYou are invited to the secretariat desk of {conferenceName} as {role}. Set up a passkey, or a password with an authenticator app, with the link below. The link works once and until {expiresAt}.\n\nIf you did not expect this invitation, you can ignore this message.',
    },
  },
} as const
