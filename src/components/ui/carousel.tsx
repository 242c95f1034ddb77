import {
  useEffect,
  useId,
  useReducer,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react'
import { carouselReducer, shouldAutoAdvance, toPages, wrapIndex } from './carousel.machine'
import styles from './carousel.module.css'
import { REDUCED_MOTION, useMediaQuery } from './use-media-query'

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string
  slides: ReactNode[]
  intervalMs?: number
  /** Slides per page; `narrow` applies at widths ≤ 768 px. */
  perView?: { wide: number; narrow: number }
  showDots?: boolean
  showArrows?: boolean
  /** Controls float over the bottom of the slides (hero) instead of sitting below them. */
  overlayControls?: boolean
  className?: string
}

/**
 * Accessible auto-advancing carousel (WAI-ARIA APG): pauses on hover and focus, visible
 * Pause/Play button, no auto-advance with prefers-reduced-motion, inactive slides inert.
 */
export function Carousel({
  label,
  slides,
  intervalMs = 4000,
  perView = { wide: 1, narrow: 1 },
  showDots = true,
  showArrows = true,
  overlayControls = false,
  className,
}: CarouselProps) {
  const narrow = useMediaQuery('(max-width: 768px)')
  const reducedMotion = useMediaQuery(REDUCED_MOTION)
  const size = narrow ? perView.narrow : perView.wide
  const pages = toPages(slides, size)
  const count = pages.length
  // prefers-reduced-motion: start paused; nothing moves until the visitor presses Play.
  const [state, dispatch] = useReducer(carouselReducer, reducedMotion, (paused) => ({
    index: 0,
    userPaused: paused,
  }))
  const [hovered, setHovered] = useState(false)
  const [focusWithin, setFocusWithin] = useState(false)
  const trackId = useId()
  const index = wrapIndex(state.index, count)
  const userPaused = state.userPaused
  const running = shouldAutoAdvance({ count, userPaused, hovered, focusWithin })

  useEffect(() => {
    if (!running) return
    const timer = setTimeout(() => dispatch({ type: 'next', count }), intervalMs)
    return () => clearTimeout(timer)
  }, [running, count, intervalMs, index])

  const togglePause = () => dispatch({ type: 'togglePause' })
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false)
  }

  return (
    <section
      className={`${styles.carousel} ${overlayControls ? styles.overlay : ''} ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      // Every item is 1/perView wide, also on a last page that holds fewer items.
      style={{ '--per-view': Math.max(1, Math.floor(size)) } as CSSProperties}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={onBlur}
    >
      <div className={styles.viewport}>
        <div
          id={trackId}
          className={styles.track}
          style={{ transform: `translateX(${-index * 100}%)` }}
          aria-live={running ? 'off' : 'polite'}
        >
          {pages.map((page, i) => {
            const active = i === index
            return (
              <div
                key={i}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={active ? undefined : true}
                inert={!active}
              >
                {page.map((node, j) => (
                  <div key={j} className={styles.item}>
                    {node}
                  </div>
                ))}
              </div>
            )
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={togglePause}
            aria-label={userPaused ? 'Play slideshow' : 'Pause slideshow'}
          >
            <span aria-hidden="true">{userPaused ? '▶' : '❚❚'}</span>
          </button>
          {showArrows ? (
            <button
              type="button"
              className={styles.control}
              aria-controls={trackId}
              aria-label="Previous slide"
              onClick={() => dispatch({ type: 'prev', count })}
            >
              <span aria-hidden="true">‹</span>
            </button>
          ) : null}
          {showDots ? (
            <div className={styles.dots}>
              {pages.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  className={styles.dot}
                  aria-controls={trackId}
                  aria-label={`Go to slide ${i + 1}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => dispatch({ type: 'goTo', index: i, count })}
                />
              ))}
            </div>
          ) : null}
          {showArrows ? (
            <button
              type="button"
              className={styles.control}
              aria-controls={trackId}
              aria-label="Next slide"
              onClick={() => dispatch({ type: 'next', count })}
            >
              <span aria-hidden="true">›</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
