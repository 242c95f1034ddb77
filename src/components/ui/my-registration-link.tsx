import { myRegistrationText } from '@amrs/shared/messages'
import { servicePaths } from '@amrs/shared/service-paths'

/**
 * The way to My registration from a page of the site (docs/decisions/0104): a plain link, not the
 * router's, since the society API renders that page (a full page load, with or without scripts).
 */
export function MyRegistrationLink({ className }: { className?: string }) {
  return (
    <p className={className}>
      {myRegistrationText.lead}: <a href={servicePaths.myRegistration}>{myRegistrationText.link}</a>
    </p>
  )
}
