import {
  PortableText,
  type PortableTextComponents,
  type PortableTextProps,
} from '@portabletext/react'
import { Link } from 'react-router-dom'
import { NewTabLink } from '@/components/ui/new-tab-link'
import { SanityImage } from '@/components/ui/sanity-image'
import type { SanityImageValue } from '@/content/image'

/** Site paths ("/…", not "//host") navigate in the SPA; everything else opens in a new tab. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//')
}

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p>{children}</p>,
    h2: ({ children }) => <h2>{children}</h2>,
    h3: ({ children }) => <h3>{children}</h3>,
    blockquote: ({ children }) => <blockquote>{children}</blockquote>,
  },
  list: {
    bullet: ({ children }) => <ul>{children}</ul>,
    number: ({ children }) => <ol>{children}</ol>,
  },
  listItem: ({ children }) => <li>{children}</li>,
  marks: {
    strong: ({ children }) => <strong>{children}</strong>,
    em: ({ children }) => <em>{children}</em>,
    link: ({ value, children }) => {
      const href = typeof value?.href === 'string' ? value.href : ''
      if (!href) return <>{children}</>
      if (isInternalHref(href)) return <Link to={href}>{children}</Link>
      if (/^(mailto|tel):/i.test(href)) return <a href={href}>{children}</a>
      return <NewTabLink href={href}>{children}</NewTabLink>
    },
  },
  types: {
    image: ({ value }: { value: SanityImageValue }) => (
      <figure>
        <SanityImage image={value} sizes="(min-width: 800px) 720px, 100vw" />
      </figure>
    ),
  },
}

/** Rich text from a `blockContent` field (h2/h3, lists, links, images). */
export function RichText({ value }: { value: PortableTextProps['value'] | null | undefined }) {
  if (!value || (Array.isArray(value) && value.length === 0)) return null
  return <PortableText value={value} components={components} />
}
