import { eventJsonLd, serializeJsonLd, type EventJsonLdInput } from './event-json-ld'

/** Renders schema.org Event data as a JSON-LD data block (not executed, so CSP allows it). */
export function EventJsonLd(props: EventJsonLdInput) {
  const data = eventJsonLd(props)
  if (!data) return null
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
