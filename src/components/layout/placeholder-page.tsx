import type { MouseEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import { usePageTitle } from '@/lib/page-title'
import styles from './placeholder-page.module.css'

/** The site a path belongs to: the conference's pages go back to the conference home. */
const homeOf = (pathname: string) =>
  pathname.startsWith(paths.conference.home) ? paths.conference.home : paths.home

/**
 * The "page under construction" (the product's wording,
 * docs/decisions/0011-spec-word-for-word-except-recorded.md): the route's heading and "Take me
 * back". It is a link to the site's home, so it works before (and without) scripts; scripts make
 * it a step back in history, as the product's page does, when there is a page to go back to.
 */
export function PlaceholderPage() {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const title = usePageTitle()
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (window.history.length <= 1) return // no history: the link goes home
    event.preventDefault()
    void navigate(-1)
  }
  return (
    <section className={`container ${styles.page}`}>
      <h1>{title}</h1>
      <p>This page is under construction. Please check back soon.</p>
      <Link to={homeOf(pathname)} className="button" onClick={goBack}>
        Take me back
      </Link>
    </section>
  )
}

export { PlaceholderPage as Component }
