/**
 * The wording of the messages a delegate gets when the desk changes their registration
 * (docs/decisions/0096): a cancellation, a refund, a correction of their details. In the shape
 * of `MESSAGE_WORDING` (./email-wording.ts lists them with one line).
 */
export const REGISTRATION_CHANGE_WORDING = {
  'registration-cancelled': {
    key: 'registration-cancelled',
    sample: { firstName: 'Sample', conferenceName: 'IUMRS-ICAM 2025' },
    title: 'Registration cancelled (by the desk)',
    placeholders: ['firstName', 'conferenceName'],
    defaults: {
      subject: 'Your registration for {conferenceName} is cancelled',
      preheader: 'The secretariat has cancelled your registration.',
      body: 'Dear {firstName},\n\nThe secretariat has cancelled your registration for {conferenceName}. Your payments and receipts are kept; a refund, if one is due, is made and confirmed separately.\n\nIf you did not ask for this, or if it is a mistake, please reply to this message or write to the secretariat.',
    },
  },
  'registration-refunded': {
    key: 'registration-refunded',
    sample: {
      firstName: 'Sample',
      conferenceName: 'IUMRS-ICAM 2025',
      amount: 'USD 200.00',
      creditNoteNumber: 'AMRS-CN-2025-0001',
    },
    title: 'Refund made (by the desk)',
    placeholders: ['firstName', 'conferenceName', 'amount', 'creditNoteNumber'],
    defaults: {
      subject: 'Refund of {amount} for {conferenceName}',
      preheader: 'The secretariat has recorded a refund to you.',
      body: 'Dear {firstName},\n\nThe secretariat has refunded {amount} of your payment for {conferenceName}. Its credit note is {creditNoteNumber}. Depending on how you paid, the money may take a few working days to reach you.\n\nIf you have a question about this refund, please reply to this message.',
    },
  },
  'registration-corrected': {
    key: 'registration-corrected',
    sample: { firstName: 'Sample', conferenceName: 'IUMRS-ICAM 2025' },
    title: 'Details corrected (by the desk)',
    placeholders: ['firstName', 'conferenceName'],
    defaults: {
      subject: 'Your registration details for {conferenceName} were corrected',
      preheader: 'The secretariat corrected some of your details.',
      body: 'Dear {firstName},\n\nThe secretariat corrected some details of your registration for {conferenceName}. What changed is listed below.\n\nIf something is not right, please reply to this message or correct it in My registration.',
    },
  },
} as const
