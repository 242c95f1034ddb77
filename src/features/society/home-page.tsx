import { editAttr } from '@/content/edit-target'
import { paths } from '@amrs/shared/paths'
import type { homePageQuery } from './queries'
import { useSiteSettings } from '@/content/layout-queries'
import type { ContentResult } from '@/content/route-content'
import { ContentFallback } from '@/components/ui/content-state'
import { SectionBoundary } from '@/components/ui/section-boundary'
import { ConferenceStrip } from './conference-strip'
import { FaqList } from './faq-list'
import { Hero } from './hero'
import { CallToAction, Possibilities, WhyMaterials } from './home-sections'
import { NewsletterBox } from './newsletter-box'
import styles from './home.module.css'
import { PatronBlock } from './patron-block'

/**
 * Society home, top to bottom; every text and list comes from the content lake. Beyond the
 * spec's sections, a strip under the hero says where the conference stands.
 */
export function HomePage({ page }: { page: ContentResult<typeof homePageQuery> }) {
  const { data, isLoading, error } = page
  const { data: settings } = useSiteSettings()
  const home = data?.home
  if (!home) {
    return (
      <div className={styles.heroPlaceholder}>
        <ContentFallback isLoading={isLoading} error={error} />
      </div>
    )
  }
  return (
    <>
      <SectionBoundary>
        <Hero
          title={settings?.societyName}
          slides={home.heroSlides ?? []}
          marks={{ title: editAttr(settings, 'societyName'), home }}
        />
      </SectionBoundary>
      <SectionBoundary>
        <ConferenceStrip conference={data.conference ?? null} />
      </SectionBoundary>
      <SectionBoundary>
        <Possibilities section={home.possibilities} home={home} />
      </SectionBoundary>
      <SectionBoundary>
        <PatronBlock heading={home.patronHeading} patron={data.chiefPatron} home={home} />
      </SectionBoundary>
      <SectionBoundary>
        <WhyMaterials section={home.whyMaterials} home={home} />
      </SectionBoundary>
      <SectionBoundary>
        <CallToAction
          id="connect-title"
          section={home.connect}
          to={paths.blog}
          label="Read Post"
          edit={(field) => editAttr(home, `connect.${field}`)}
        />
      </SectionBoundary>
      <SectionBoundary>
        <NewsletterBox
          title={home.newsletter?.title ?? null}
          note={home.newsletter?.text ?? null}
          edit={(field) => editAttr(home, `newsletter.${field}`)}
        />
      </SectionBoundary>
      <SectionBoundary>
        <FaqList title={home.faqTitle} faqs={data.faqs} titleEdit={editAttr(home, 'faqTitle')} />
      </SectionBoundary>
      <SectionBoundary>
        <CallToAction
          id="member-title"
          section={home.becomeMember}
          to={paths.signup}
          label="Become a Member"
          tone="dark"
          edit={(field) => editAttr(home, `becomeMember.${field}`)}
        />
      </SectionBoundary>
    </>
  )
}
