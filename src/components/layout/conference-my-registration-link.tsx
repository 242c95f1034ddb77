/**
 * The way to My registration from a conference page (docs/decisions/0104): a plain link, not the
 * router's, since the society API renders that page (a full page load, with or without scripts).
 *
 * Its address and words are those of `@amrs/shared/service-paths`, which the society API's
 * messages use (a unit test keeps them equal); written here so that they travel in the conference
 * layout's chunk, which only the conference's pages load, and not in `ui`, which every page does.
 */
export const MY_REGISTRATION = {
  href: '/iumrs-icam25/my-registration',
  link: 'My registration',
  lead: 'See or correct your registration, and get your receipts and documents',
} as const

export function MyRegistrationAnchor() {
  return <a href={MY_REGISTRATION.href}>{MY_REGISTRATION.link}</a>
}

/** The link after the sentence that says what is there. */
export function MyRegistrationLink({ className }: { className?: string }) {
  return (
    <p className={className}>
      {MY_REGISTRATION.lead}: <MyRegistrationAnchor />
    </p>
  )
}
