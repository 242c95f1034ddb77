import { describe, expect, it } from 'vitest'
import { myRegistrationLink, servicePaths } from '@amrs/shared/service-paths'
import { MY_REGISTRATION } from './conference-my-registration-link'

describe("the site's link to My registration", () => {
  it('has the address and words the society API puts in its messages', () => {
    expect(MY_REGISTRATION).toEqual({ href: servicePaths.myRegistration, ...myRegistrationLink })
  })
})
