import { useEffect, useId, useRef, useState } from 'react'
import { NewTabLink } from '@/components/ui/new-tab-link'
import type { VenuePageQueryResult } from '@/content/sanity.types'
import styles from './venue-page.module.css'

type Venue = Pick<
  NonNullable<VenuePageQueryResult>,
  'name' | 'address' | 'mapsUrl' | 'mapEmbedUrl' | 'mapTitle'
>

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname
  } catch {
    return null
  }
}

/**
 * The venue's address and an "Open in maps" link, always; the embedded map (a third party)
 * loads only when the visitor presses "Show map" (privacy and speed).
 */
export function VenueMap({ venue }: { venue: Venue }) {
  const [shown, setShown] = useState(false)
  const headingId = useId()
  const frame = useRef<HTMLIFrameElement>(null)
  // The button the visitor pressed is replaced by the map: keyboard focus goes to the map.
  useEffect(() => {
    if (shown) frame.current?.focus()
  }, [shown])
  const host = venue.mapEmbedUrl ? hostOf(venue.mapEmbedUrl) : null
  return (
    <section className={styles.mapBox} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.mapHeading}>
        Address
      </h2>
      {venue.address && <address className={styles.address}>{venue.address}</address>}
      {venue.mapsUrl && (
        <NewTabLink href={venue.mapsUrl} className="button button--secondary">
          Open in maps
        </NewTabLink>
      )}
      {venue.mapEmbedUrl &&
        (shown ? (
          <iframe
            ref={frame}
            className={styles.map}
            src={venue.mapEmbedUrl}
            title={venue.mapTitle ?? `Map of ${venue.name}`}
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        ) : (
          <div className={styles.mapPlaceholder}>
            <p>
              The map comes from {host ?? 'another website'}, which sees your visit when it loads.
              It loads only if you ask for it.
            </p>
            <button type="button" className="button" onClick={() => setShown(true)}>
              Show map
            </button>
          </div>
        ))}
    </section>
  )
}
