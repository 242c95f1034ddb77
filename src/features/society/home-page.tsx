import { paths } from '@amrs/shared/paths'
import type { homePageQuery } from './queries'
import { useSiteSettings } from '@/content/layout-queries'
import type { ContentResult } from '@/content/route-content'
import { ContentFallback } from '@/components/ui/content-state'
import { SectionBoundary } from '@/components/ui/section-boundary'
import { FaqList } from './faq-list'
import { Hero } from './hero'
import { CallToAction, Possibilities, WhyMaterials } from './home-sections'
import { NewsletterBox } from './newsletter-box'
import styles from './home.module.css'
import { PatronBlock } from './patron-block'

/** Society home, top to bottom; every text and list comes from the content lake. */
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
        <Hero title={settings?.societyName} slides={home.heroSlides ?? []} />
      </SectionBoundary>
      <SectionBoundary>
        <Possibilities section={home.possibilities} />
      </SectionBoundary>
      <SectionBoundary>
        <PatronBlock heading={home.patronHeading} patron={data.chiefPatron} />
      </SectionBoundary>
      <SectionBoundary>
        <WhyMaterials section={home.whyMaterials} />
      </SectionBoundary>
      <SectionBoundary>
        <CallToAction id="connect-title" section={home.connect} to={paths.blog} label="Read Post" />
      </SectionBoundary>
      <SectionBoundary>
        <NewsletterBox
          title={home.newsletter?.title ?? null}
          note={home.newsletter?.text ?? null}
        />
      </SectionBoundary>
      <SectionBoundary>
        <FaqList title={home.faqTitle} faqs={data.faqs} />
      </SectionBoundary>
      <SectionBoundary>
        <CallToAction
          id="member-title"
          section={home.becomeMember}
          to={paths.signup}
          label="Become a Member"
          tone="dark"
        />
      </SectionBoundary>
    </>
  )
}
