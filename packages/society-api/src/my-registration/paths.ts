import { servicePaths } from '@amrs/shared/service-paths'

/** Where My registration lives on the site's origin (docs/decisions/0064-my-registration.md). */
export const MY_PATH = servicePaths.myRegistration
