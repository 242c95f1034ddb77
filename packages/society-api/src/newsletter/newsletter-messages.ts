import { coverImage, type CoverFacts } from '@amrs/shared/cover-image'
import type { ServiceDeps } from '../deps.ts'
import type { RenderedMail } from '../mail/mail-types.ts'
import { compose, readWording } from '../messages/conference-messages.ts'
import type { OutboxRow } from '../outbox/outbox-store.ts'
import {
  receiptIssuer,
  receiptIssuerQuery,
  type ReceiptIssuerContent,
} from '../receipts/receipt-issuer.ts'
import { confirmPageLink, oneClickLink, unsubscribePageLink } from './newsletter-links.ts'

/** What a post's message keeps in the outbox: the post as it was when it was sent. */
export interface PostFacts {
  postId: string
  title: string
  excerpt: string
  /** The post's page on the site. */
  href: string
  /** The post's cover (its asset id and alt text), if it has one. */
  cover?: CoverFacts
  /** The subscriber's unsubscribe token (each message its own). */
  token: string
}

async function societyName(deps: ServiceDeps): Promise<string> {
  const settings = await deps.content
    .query<ReceiptIssuerContent | null>(receiptIssuerQuery)
    .catch(() => null)
  return receiptIssuer(settings).name
}

async function confirmMessage(deps: ServiceDeps, row: OutboxRow): Promise<RenderedMail> {
  const { token } = row.data as { token: string }
  const [wording, name] = await Promise.all([
    readWording(deps, 'newsletter-confirm'),
    societyName(deps),
  ])
  return compose(
    deps,
    wording,
    { societyName: name },
    {
      tables: [],
      action: { label: 'Confirm your subscription', href: confirmPageLink(deps.config, token) },
      footer: `You receive this because this address was entered in the ${name} newsletter box.`,
    },
  )
}

/**
 * A news post to a subscriber, with RFC 8058's one-click unsubscribe: `List-Unsubscribe` names
 * an HTTPS address carrying the subscriber's signed token (never the address) and
 * `List-Unsubscribe-Post` says a POST there is enough; the body links to the unsubscribe page.
 */
async function postMessage(deps: ServiceDeps, row: OutboxRow): Promise<RenderedMail> {
  const post = row.data as unknown as PostFacts
  const [wording, name] = await Promise.all([
    readWording(deps, 'newsletter-post'),
    societyName(deps),
  ])
  const image = coverImage(deps.config.siteUrl, post.cover)
  const mail = compose(
    deps,
    wording,
    { societyName: name, postTitle: post.title, excerpt: post.excerpt },
    {
      ...(image ? { image } : {}),
      tables: [],
      action: { label: 'Read the post', href: post.href },
      footer: `You receive this because you subscribed to the ${name} newsletter.`,
      footerLink: {
        label: 'Unsubscribe',
        href: unsubscribePageLink(deps.config, post.token),
      },
    },
  )
  mail.headers = {
    'List-Unsubscribe': `<${oneClickLink(deps.config, post.token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
  return mail
}

/** The newsletter's messages, by outbox kind (listed in messages/renderers.ts). */
export function newsletterRenderers(deps: ServiceDeps) {
  return {
    'newsletter-confirm': (row: OutboxRow) => confirmMessage(deps, row),
    'newsletter-post': (row: OutboxRow) => postMessage(deps, row),
  }
}
