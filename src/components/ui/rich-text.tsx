import {
  PortableText,
  type PortableTextComponents,
  type PortableTextProps,
} from '@portabletext/react'
import { createContext, useContext, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { NewTabLink } from '@/components/ui/new-tab-link'
import { SanityImage } from '@/components/ui/sanity-image'
import type { EditAttr } from '@/content/edit-target'
import type { SanityImageValue } from '@/content/image'

/** Site paths ("/…", not "//host") navigate in the SPA; everything else opens in a new tab. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//')
}

/** In preview, the field the text comes from: every block of it is marked for click-to-edit. */
const Edit = createContext<EditAttr>(undefined)

/** A top-level block (a paragraph, heading, quote or list) with the field's mark. */
function Block({
  as: Tag,
  children,
}: {
  as: 'p' | 'h2' | 'h3' | 'blockquote' | 'ul' | 'ol'
  children?: ReactNode
}) {
  return <Tag {...useContext(Edit)}>{children}</Tag>
}

function Figure({ value }: { value: SanityImageValue }) {
  return (
    <figure>
      <SanityImage image={value} sizes="(min-width: 800px) 720px, 100vw" edit={useContext(Edit)} />
    </figure>
  )
}

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <Block as="p">{children}</Block>,
    h2: ({ children }) => <Block as="h2">{children}</Block>,
    h3: ({ children }) => <Block as="h3">{children}</Block>,
    blockquote: ({ children }) => <Block as="blockquote">{children}</Block>,
  },
  list: {
    bullet: ({ children }) => <Block as="ul">{children}</Block>,
    number: ({ children }) => <Block as="ol">{children}</Block>,
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
  types: { image: Figure },
}

/**
 * Rich text from a `blockContent` field (h2/h3, lists, links, images). `edit`: in preview, the
 * field it comes from (`editAttr(doc, 'body')`), so each block opens it in the studio.
 */
export function RichText({
  value,
  edit,
}: {
  value: PortableTextProps['value'] | null | undefined
  edit?: EditAttr
}) {
  if (!value || (Array.isArray(value) && value.length === 0)) return null
  return (
    <Edit.Provider value={edit}>
      <PortableText value={value} components={components} />
    </Edit.Provider>
  )
}
