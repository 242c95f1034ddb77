import type { MessageWording } from './email-wording'

/**
 * The newsletter's messages (docs/decisions/0062): the confirm message of the double opt-in and the message
 * that carries a news post. Listed in `MESSAGE_WORDING` like the others (studio "E-mails").
 */
export const NEWSLETTER_WORDING = {
  'newsletter-confirm': {
    key: 'newsletter-confirm',
    sample: { societyName: 'African Materials Research Society – University of Ghana Chapter' },
    title: 'Newsletter: confirm your subscription',
    placeholders: ['societyName'],
    defaults: {
      subject: 'Confirm your subscription to the {societyName} newsletter',
      preheader: 'One more step: confirm that you want the newsletter.',
      body: 'Someone, probably you, asked to receive the {societyName} newsletter at this address.\n\nTo confirm, open the link below and press the button on the page. The link works for 7 days.\n\nIf you did not ask for it, ignore this message: you will not be mailed.',
    },
  },
  'newsletter-post': {
    key: 'newsletter-post',
    sample: {
      societyName: 'African Materials Research Society – University of Ghana Chapter',
      postTitle: 'Sample news post',
      excerpt: 'A sample excerpt of a news post.',
    },
    title: 'Newsletter: a news post',
    placeholders: ['societyName', 'postTitle', 'excerpt'],
    defaults: {
      subject: '{postTitle}',
      preheader: '{excerpt}',
      body: '{excerpt}',
    },
  },
} as const satisfies Record<string, MessageWording>
