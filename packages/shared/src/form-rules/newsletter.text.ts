/** The box's own sentences, apart from the rules so the home page loads no API code for them. */
export const NEWSLETTER_EMPTY = 'Enter your email address to subscribe.'
