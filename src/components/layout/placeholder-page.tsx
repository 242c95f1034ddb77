import { useNavigate } from 'react-router-dom'
import { usePageTitle } from '@/lib/page-title'
import styles from './placeholder-page.module.css'

/** The spec's "page under construction": the route's heading and a "Take me back" button. */
export function PlaceholderPage() {
  const navigate = useNavigate()
  const title = usePageTitle()
  // Back one step (also across a full page load); with no history to go back to, go home.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/'))
  return (
    <section className={`container ${styles.page}`}>
      <h1>{title}</h1>
      <p>This page is under construction. Please check back soon.</p>
      <button type="button" className="button" onClick={goBack}>
        Take me back
      </button>
    </section>
  )
}

export { PlaceholderPage as Component }
