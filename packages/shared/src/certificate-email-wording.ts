/**
 * The wording of the message a certificate's release sends (docs/decisions/0089), in the shape of
 * `MESSAGE_WORDING` (./email-wording.ts lists it with one line).
 */
export const CERTIFICATE_WORDING = {
  'certificate-ready': {
    key: 'certificate-ready',
    sample: { conferenceName: 'IUMRS-ICAM 2025' },
    title: 'Certificate of attendance ready',
    placeholders: ['conferenceName'],
    defaults: {
      subject: 'Your certificate of attendance for {conferenceName}',
      preheader: 'Download it from My registration.',
      body: 'Hello,\n\nThank you for taking part in {conferenceName}. Your certificate of attendance is ready: sign in to My registration to download it as a PDF or open it as a web page. Anyone you show it to can check it with the verification code printed on it.',
    },
  },
} as const
