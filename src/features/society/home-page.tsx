import { paths } from '@/config/paths'
import { homePageQuery, siteSettingsQuery } from '@/content/queries'
import { useContent } from '@/content/use-content'
import { ContentFallback } from '@/components/ui/content-state'
import { FaqList } from './faq-list'
import { Hero } from './hero'
import { CallToAction, Possibilities, WhyMaterials } from './home-sections'
import { NewsletterBox } from './newsletter-box'
import styles from './home.module.css'
import { PatronBlock } from './patron-block'

/** Society home (spec §2), top to bottom; every text and list comes from the content lake. */
export function HomePage() {
  const { data, isLoading, error } = useContent(homePageQuery)
  const { data: settings } = useContent(siteSettingsQuery)
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
      <Hero title={settings?.societyName} slides={home.heroSlides ?? []} />
      <Possibilities section={home.possibilities} />
      <PatronBlock heading={home.patronHeading} patron={data.chiefPatron} />
      <WhyMaterials section={home.whyMaterials} />
      <CallToAction id="connect-title" section={home.connect} to={paths.blog} label="Read Post" />
      <NewsletterBox title={home.newsletter?.title ?? null} note={home.newsletter?.text ?? null} />
      <FaqList title={home.faqTitle} faqs={data.faqs} />
      <CallToAction
        id="member-title"
        section={home.becomeMember}
        to={paths.signup}
        label="Become a Member"
        tone="dark"
      />
    </>
  )
}
