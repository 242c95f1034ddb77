/** What the newsletter's page and sign-up say when the studio's "Newsletter page" is missing or empty (docs/decisions/0062). */
export const NEWSLETTER_PAGE_DEFAULTS = {
  title: 'Newsletter',
  intro:
    'Each time the chapter publishes a news post, subscribers receive it by e-mail: its title, a short summary and a link to read it here.\n\nAfter you sign up we send you one message with a link to confirm: nothing is sent until you confirm.\n\nEvery newsletter message has a link to unsubscribe.',
}

/** The sign-up box's heading on /newsletter and /news, and the news list's link to /newsletter. */
export const NEWSLETTER_SIGN_UP = { title: 'Sign up', more: 'More about the newsletter' }

/** The studio's text in paragraphs (separated by an empty line). */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
