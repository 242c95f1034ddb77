import { paths, type PostKind } from '../paths'
import type { RouteRow } from '../routes'

/**
 * A kind's posts: the list (`/news`, the placeholder while none is published), its further
 * pages (`/news/page/2`) and each post (`/news/<slug>`).
 */
function postRoutes(kind: PostKind, title: string, description: string): RouteRow[] {
  const list: RouteRow = {
    id: kind,
    path: paths[kind],
    layout: 'society',
    module: 'posts/list',
    kind: 'content',
    title,
    description,
    params: { kind },
    contentTypes: ['siteSettings', 'post'],
    // The list shows the posts of its kind only.
    paramsFrom: { type: 'post', fields: { kind: 'kind' } },
  }
  return [
    list,
    { ...list, id: `${kind}-page`, path: `${paths[kind]}/page/:page` },
    {
      ...list,
      id: `${kind}-post`,
      path: `${paths[kind]}/:slug`,
      module: 'posts/post',
      paramsFrom: { type: 'post', fields: { kind: 'kind', slug: 'slug.current' } },
    },
  ]
}

/** The society's pages (society and simple layouts). */
export const societyRoutes: RouteRow[] = [
  {
    id: 'home',
    path: paths.home,
    layout: 'society',
    module: 'home',
    kind: 'content',
    title: 'AMRS-UG',
    description:
      'The University of Ghana chapter of the African Materials Research Society: membership, events and the IUMRS-ICAM 2025 conference.',
    jsonLd: 'organization',
    contentTypes: ['siteSettings', 'homePage', 'faq', 'chiefPatron'],
  },
  ...postRoutes('news', 'Newsletter', 'News from the AMRS-UG chapter.'),
  ...postRoutes('blog', 'Blog', 'Posts by members of the AMRS-UG chapter.'),
  {
    id: 'newsletter',
    path: paths.newsletter,
    layout: 'society',
    module: 'newsletter',
    kind: 'content',
    title: 'Newsletter',
    description: 'The AMRS-UG newsletter: what it sends and how to sign up or leave.',
    contentTypes: ['siteSettings', 'newsletterPage'],
  },
  // The pages a newsletter message links to (the token is the visitor's): never indexed.
  ...(['confirm', 'unsubscribe'] as const).map((step): RouteRow => ({
    id: `newsletter-${step}`,
    path: `${paths.newsletter}/${step}`,
    layout: 'society',
    module: 'newsletter-link',
    kind: 'app',
    title: 'Newsletter',
    description: `The AMRS-UG newsletter: ${step}.`,
    contentTypes: ['siteSettings'],
    private: true,
  })),
  {
    id: 'privacy-policy',
    path: paths.privacyPolicy,
    layout: 'society',
    module: 'privacy-policy',
    kind: 'content',
    title: 'Privacy Policy',
    description: 'How the AMRS-UG website handles your personal data.',
    contentTypes: ['siteSettings', 'privacyPolicy'],
  },
  {
    id: 'chief-patron',
    path: paths.chiefPatron,
    layout: 'society',
    module: 'chief-patron',
    kind: 'content',
    title: 'Chief Patron',
    description: "The chief patron's welcome address to the AMRS-UG chapter.",
    contentTypes: ['siteSettings', 'chiefPatron'],
  },
  {
    id: 'payment-donations',
    path: paths.paymentDonations,
    layout: 'society',
    module: 'payment-donations',
    kind: 'app',
    title: 'Donations',
    description: 'Support the AMRS-UG chapter with a donation.',
    contentTypes: ['siteSettings', 'paymentCategory', 'paymentMethod'],
  },
  {
    id: 'terms-of-use',
    path: paths.termsOfUse,
    layout: 'society',
    module: 'terms-of-use',
    kind: 'content',
    title: 'Terms and Conditions',
    description: 'Terms of use of the AMRS-UG website.',
    contentTypes: ['siteSettings', 'termsOfUse'],
  },
  {
    id: 'login',
    path: paths.login,
    layout: 'simple',
    module: 'login',
    kind: 'app',
    title: 'Verify Profile',
    description: 'Verify your AMRS-UG member profile.',
    contentTypes: ['siteSettings'],
  },
  {
    id: 'signup',
    path: paths.signup,
    layout: 'simple',
    module: 'signup',
    kind: 'app',
    title: 'Get Started',
    description: 'Submit a member profile to the AMRS-UG chapter: step 1 of 2.',
    contentTypes: ['siteSettings'],
  },
  {
    id: 'signup-profile',
    path: paths.signupProfile,
    layout: 'simple',
    module: 'signup-profile',
    kind: 'app',
    title: 'Submit Profile',
    description: 'Submit a member profile to the AMRS-UG chapter: step 2 of 2.',
    contentTypes: ['siteSettings'],
    private: true,
  },
]
