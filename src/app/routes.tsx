import { Navigate, type RouteObject } from 'react-router-dom'
import { pathAliases, paths } from '../config/paths'
import { RouteErrorPage } from '../components/layout/route-error-page'
import type { RouteHandle } from './route-handle'
import { RootLayout } from './root-layout'

const society = (title: string, description?: string): RouteHandle => ({
  title,
  description,
  section: 'society',
})
const conference = (title: string, description?: string): RouteHandle => ({
  title,
  description,
  section: 'conference',
})
const c = paths.conference

/** Every route of spec §2, lazy-loaded per route (route files export `Component`). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        lazy: () => import('../routes/_society-layout'),
        children: [
          {
            path: paths.home,
            lazy: () => import('../routes/home'),
            handle: society(
              'AMRS-UG',
              'The University of Ghana chapter of the African Materials Research Society: membership, events and the IUMRS-ICAM 2025 conference.',
            ),
          },
          {
            path: paths.news,
            lazy: () => import('../routes/placeholder'),
            handle: society('Newsletter'),
          },
          {
            path: paths.blog,
            lazy: () => import('../routes/placeholder'),
            handle: society('Blog'),
          },
          {
            path: paths.privacyPolicy,
            lazy: () => import('../routes/placeholder'),
            handle: society('Privacy Policy'),
          },
          {
            path: paths.chiefPatron,
            lazy: () => import('../routes/chief-patron'),
            handle: society(
              'Chief Patron',
              "The chief patron's welcome address to the AMRS-UG chapter.",
            ),
          },
          {
            path: paths.paymentDonations,
            lazy: () => import('../routes/payment-donations'),
            handle: society('Donations', 'Support the AMRS-UG chapter with a donation.'),
          },
          {
            path: paths.termsOfUse,
            lazy: () => import('../routes/terms-of-use'),
            handle: society('Terms and Conditions', 'Terms of use of the AMRS-UG website.'),
          },
        ],
      },
      {
        lazy: () => import('../routes/_simple-layout'),
        children: [
          {
            path: paths.login,
            lazy: () => import('../routes/login'),
            handle: society('Verify Profile', 'Verify your AMRS-UG member profile.'),
          },
          {
            path: paths.signup,
            lazy: () => import('../routes/signup'),
            handle: society(
              'Get Started',
              'Submit a member profile to the AMRS-UG chapter: step 1 of 2.',
            ),
          },
          {
            path: paths.signupProfile,
            lazy: () => import('../routes/signup-profile'),
            handle: society(
              'Submit Profile',
              'Submit a member profile to the AMRS-UG chapter: step 2 of 2.',
            ),
          },
        ],
      },
      {
        lazy: () => import('../routes/_conference-layout'),
        children: [
          {
            path: c.home,
            lazy: () => import('../routes/conference/home'),
            handle: conference(
              'IUMRS-ICAM 2025',
              'IUMRS-ICAM 2025, the 19th International Conference on Advanced Materials, Accra, Ghana, 9-12 December 2025.',
            ),
          },
          {
            path: c.registration,
            lazy: () => import('../routes/conference/registration'),
            handle: conference(
              'Registration',
              'Register for IUMRS-ICAM 2025 and submit an abstract.',
            ),
          },
          {
            path: c.sponsorships,
            lazy: () => import('../routes/conference/sponsorships'),
            handle: conference(
              'Sponsorship',
              'Sponsorship and exhibition packages for IUMRS-ICAM 2025.',
            ),
          },
          {
            path: c.exhibitors,
            lazy: () => import('../routes/placeholder'),
            handle: conference('Exhibitors', 'Exhibiting at IUMRS-ICAM 2025.'),
          },
          {
            path: c.speakers,
            lazy: () => import('../routes/placeholder'),
            handle: conference('Speakers', 'Keynote and invited speakers of IUMRS-ICAM 2025.'),
          },
          {
            path: c.plenarySpeakers,
            lazy: () => import('../routes/conference/plenary-speakers'),
            handle: conference('Plenary Speakers', 'Plenary speakers of IUMRS-ICAM 2025.'),
          },
          {
            path: c.winterSchool,
            lazy: () => import('../routes/conference/winter-school'),
            handle: conference(
              'Winter School',
              'Winter school on sustainable and renewable energy, 7-8 December 2025.',
            ),
          },
          {
            path: c.payment,
            lazy: () => import('../routes/conference/payment'),
            handle: conference(
              'Payment',
              'Pay your IUMRS-ICAM 2025 registration fee and other fees.',
            ),
          },
          {
            path: c.paymentVerification,
            lazy: () => import('../routes/conference/payment-verification'),
            handle: conference(
              'Payment Verification',
              'Check the status of your IUMRS-ICAM 2025 payment.',
            ),
          },
          {
            path: c.registrationFee,
            lazy: () => import('../routes/conference/registration-fee'),
            handle: conference('Registration Fee', 'Registration fees for IUMRS-ICAM 2025.'),
          },
          {
            path: c.abstractSubmission,
            lazy: () => import('../routes/conference/abstract-submission'),
            handle: conference(
              'Abstract Submission',
              'How to prepare and submit an abstract for IUMRS-ICAM 2025.',
            ),
          },
          {
            path: c.venue,
            lazy: () => import('../routes/conference/venue'),
            handle: conference('Conference Venue', 'The IUMRS-ICAM 2025 venue in Accra.'),
          },
          {
            path: c.organisingCommittee,
            lazy: () => import('../routes/conference/organising-committee'),
            handle: conference(
              'Organising Committee',
              'The local organising committee of IUMRS-ICAM 2025.',
            ),
          },
          {
            path: c.internationalCommittee,
            lazy: () => import('../routes/conference/international-committee'),
            handle: conference(
              'International Committee',
              'The advisory board and international organizing committee of IUMRS-ICAM 2025.',
            ),
          },
          {
            path: c.accommodation,
            lazy: () => import('../routes/conference/accommodation'),
            handle: conference(
              'Accommodation',
              'Recommended hotels in Accra for IUMRS-ICAM 2025 delegates.',
            ),
          },
          {
            path: c.travelDetails,
            lazy: () => import('../routes/conference/travel-details'),
            handle: conference(
              'Travel Details',
              'Travel information for IUMRS-ICAM 2025 delegates.',
            ),
          },
        ],
      },
      ...Object.entries(pathAliases).map(([from, to]) => ({
        path: from,
        element: <Navigate to={to} replace />,
      })),
      { path: '*', lazy: () => import('../routes/not-found'), handle: society('Page not found') },
    ],
  },
]
