import { editAttr } from '@/content/edit-target'
import { RichText } from '@/components/ui/rich-text'
import { SanityImage } from '@/components/ui/sanity-image'
import type { ConferenceHomeQueryResult } from '@/content/sanity.types'
import { imageUrl } from '@/content/image'
import styles from './record-section.module.css'

type Conference = NonNullable<ConferenceHomeQueryResult['conference']>

/**
 * The record after the event (conference home, "after" phase): the recap, the proceedings and
 * the abstract book (the CMS's links; the desk writes the book's address into the CMS when the
 * secretariat publishes it, docs/decisions/0088), and the photo gallery. Each photo is a link
 * to the full-size image, so it opens without scripts and from the keyboard (Tab, Enter).
 */
export function RecordSection({ conference }: { conference: Conference }) {
  const gallery = (conference.gallery ?? []).filter((photo) => photo.asset?._ref)
  const links = [
    {
      label: 'Proceedings',
      href: conference.proceedingsUrl,
      edit: editAttr(conference, 'proceedingsUrl'),
    },
    {
      label: 'Abstract book',
      href: conference.abstractBookUrl,
      edit: editAttr(conference, 'abstractBookUrl'),
    },
  ].filter((link): link is typeof link & { href: string } => !!link.href)
  if (!conference.recapText?.length && !gallery.length && !links.length) return null
  return (
    <section className={`container ${styles.record}`} aria-labelledby="record-title">
      <h2 id="record-title" className={styles.title}>
        The conference in review
      </h2>
      <div className={styles.recap}>
        <RichText value={conference.recapText} edit={editAttr(conference, 'recapText')} />
      </div>
      {links.length > 0 && (
        <ul className={styles.links} aria-label="Publications">
          {links.map((link) => (
            <li key={link.label}>
              <a className="button button--secondary" href={link.href} {...link.edit}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      {gallery.length > 0 && (
        <section aria-labelledby="gallery-title">
          <h3 id="gallery-title">Photo gallery</h3>
          <ul className={styles.gallery}>
            {gallery.map((photo) => (
              <li key={photo._key}>
                <figure className={styles.photo}>
                  <a href={imageUrl(photo)} className={styles.photoLink}>
                    <SanityImage
                      image={photo}
                      sizes="(min-width: 1200px) 280px, (min-width: 600px) 45vw, 100vw"
                      edit={editAttr(conference, `gallery[_key=="${photo._key}"]`)}
                    />
                    <span className="visually-hidden"> (full size)</span>
                  </a>
                  <figcaption {...editAttr(conference, `gallery[_key=="${photo._key}"].caption`)}>
                    {photo.caption}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  )
}
