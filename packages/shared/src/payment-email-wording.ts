/**
 * The wording of a payment that leaves part of the fee to pay (docs/decisions/0095): the
 * payment-confirmed message says the registration is complete, so a part-payment has its own.
 * In the shape of `MESSAGE_WORDING` (./email-wording.ts lists them with one line).
 */
export const PAYMENT_WORDING = {
  'payment-part-received': {
    key: 'payment-part-received',
    sample: {
      firstName: 'Sample',
      conferenceName: 'IUMRS-ICAM 2025',
      receiptNumber: 'AMRS-2025-0001',
      amount: 'USD 200.00',
      remaining: 'USD 250.00',
    },
    title: 'Payment received, part of the fee still to pay',
    placeholders: ['firstName', 'conferenceName', 'receiptNumber', 'amount', 'remaining'],
    defaults: {
      subject: 'Payment received: receipt {receiptNumber}',
      preheader: 'Your payment is received; {remaining} of the fee remains to pay.',
      body: 'Dear {firstName},\n\nWe have received your payment of {amount} for {conferenceName}. {remaining} of your registration fee remains to be paid; once it is, we will confirm your registration.\n\nYour receipt {receiptNumber} is attached to this message, and you can download it again from the link below.',
    },
  },
} as const
