/** Where My registration lives on the site's origin (docs/decisions/0064-my-registration.md). */
export const MY_PATH = '/iumrs-icam25/my-registration'
