import { useEffect, useId, useReducer, useState, type FocusEvent, type ReactNode } from 'react'
import { useHydrated } from '@/lib/use-hydrated'
import { itemsToLoad, pageOffset } from './carousel.layout'
import {
  carouselReducer,
  isPaused,
  pageCount,
  shouldAutoAdvance,
  wrapIndex,
} from './carousel.machine'
import styles from './carousel.module.css'
import { REDUCED_MOTION, useMediaQuery } from './use-media-query'

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string
  slides: ReactNode[]
  intervalMs?: number
  /** Slides per page; `narrow` applies at widths ≤ 768 px (1 to 3). */
  perView?: { wide: number; narrow: number }
  showDots?: boolean
  showArrows?: boolean
  /** Controls float over the bottom of the slides (hero) instead of sitting below them. */
  overlayControls?: boolean
  className?: string
}

/**
 * Accessible auto-advancing carousel (WAI-ARIA APG): pauses on hover and focus, visible
 * Pause/Play button, no auto-advance with prefers-reduced-motion, hidden slides inert.
 *
 * Server-rendered as one flat row whose item width comes from CSS (so the HTML is laid out
 * right at first paint on any screen); without JavaScript the row scrolls sideways and every
 * slide is reachable. Only the visible page and the next one render their content; the rest
 * wait in `<noscript>` (for visitors without JavaScript) until the carousel gets there.
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
  const hydrated = useHydrated()
  const narrow = useMediaQuery('(max-width: 768px)')
  const reducedMotion = useMediaQuery(REDUCED_MOTION)
  const size = Math.max(1, Math.floor(narrow ? perView.narrow : perView.wide))
  const count = pageCount(slides.length, size)
  // prefers-reduced-motion: paused; nothing moves until the visitor presses Play.
  const [state, dispatch] = useReducer(carouselReducer, { index: 0, userPaused: null })
  const [hovered, setHovered] = useState(false)
  const [focusWithin, setFocusWithin] = useState(false)
  const trackId = useId()
  const index = wrapIndex(state.index, count)
  const userPaused = isPaused(state, reducedMotion)
  const running = shouldAutoAdvance({ count, userPaused, hovered, focusWithin })
  const offset = pageOffset(index, size, slides.length)
  // Pages shown so far: their items stay loaded when the carousel comes round again.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]))
  // (Adjusted during render, React's pattern for state derived from earlier renders.)
  if (!seen.has(index)) setSeen(new Set(seen).add(index))
  const loaded = itemsToLoad([...seen, index], size, slides.length, count)

  useEffect(() => {
    if (!running) return
    const timer = setTimeout(() => dispatch({ type: 'next', count }), intervalMs)
    return () => clearTimeout(timer)
  }, [running, count, intervalMs, index])

  const togglePause = () => dispatch({ type: 'togglePause', reducedMotion })
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false)
  }

  return (
    <section
      className={`${styles.carousel} ${overlayControls ? styles.overlay : ''} ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-wide={perView.wide}
      data-narrow={perView.narrow}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={onBlur}
    >
      <div className={styles.viewport}>
        <div
          id={trackId}
          className={styles.track}
          // Set after hydration only (the first page needs none): no inline style in the HTML.
          style={offset ? { transform: `translateX(calc(${-offset} * var(--step)))` } : undefined}
          aria-live={running ? 'off' : 'polite'}
        >
          {slides.map((node, i) => {
            const visible = i >= offset && i < offset + size
            const hidden = hydrated && !visible
            return (
              <div
                key={i}
                className={styles.item}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${slides.length}`}
                aria-hidden={hidden ? true : undefined}
                inert={hidden}
              >
                {loaded.has(i) ? node : <noscript>{node}</noscript>}
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
              {Array.from({ length: count }, (_, i) => (
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
