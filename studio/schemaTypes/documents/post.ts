import { DocumentTextIcon } from '@sanity/icons'
import { defineField, defineType, type SlugValidationContext } from 'sanity'
import { imageField, requiredString, sampleField } from '../fields'

export const POST_KINDS = [
  { title: 'News', value: 'news' },
  { title: 'Blog', value: 'blog' },
]

/** A slug other posts neither use nor used before (their previous slugs still redirect). */
async function slugIsFree(slug: string, context: SlugValidationContext): Promise<boolean> {
  const id = context.document?._id.replace(/^drafts\./, '')
  if (!id) return true
  let client
  try {
    client = context.getClient({ apiVersion: '2025-01-01' })
  } catch {
    return true // validated offline (the seed's checks): nothing to compare with
  }
  const taken = await client.fetch<number>(
    `count(*[_type == "post" && !(_id in [$id, $draft]) && (slug.current == $slug || $slug in previousSlugs)])`,
    { id, draft: `drafts.${id}`, slug },
  )
  return taken === 0
}

/** The published date a post may have: today or earlier, or any date once "Scheduled" is on. */
export function publishedAtProblem(
  value: string | undefined,
  scheduled: boolean | undefined,
  nowMs = Date.now(),
): string | true {
  if (!value || scheduled) return true
  return Date.parse(value) > nowMs
    ? 'This date is in the future: turn on "Scheduled" to publish the post then, or pick an earlier date.'
    : true
}

/**
 * A news item or blog post (/news, /blog). A published date in the future means scheduled: the
 * site shows the post once its clock reaches that date. When the slug changes, the old one goes
 * to "Previous slugs" so links to it keep working (they redirect to the new address).
 */
export const post = defineType({
  name: 'post',
  title: 'Post',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'slug',
      type: 'slug',
      description: 'The post’s address: /news/<slug> or /blog/<slug>.',
      options: { source: 'title', maxLength: 80, isUnique: slugIsFree },
      validation: (rule) =>
        rule
          .required()
          .custom((value) =>
            value?.current && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value.current)
              ? 'Use lower-case letters, digits and single hyphens only.'
              : value?.current === 'page' || value?.current === 'feed.xml'
                ? 'This address is taken by the list’s pages or feed.'
                : true,
          ),
    }),
    defineField({
      name: 'previousSlugs',
      title: 'Previous slugs',
      type: 'array',
      of: [{ type: 'string' }],
      description:
        'Addresses this post had before. Keep them when you change the slug: each one redirects (301) to the current address.',
    }),
    defineField({
      name: 'kind',
      type: 'string',
      options: { list: POST_KINDS, layout: 'radio' },
      initialValue: 'news',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Published',
      type: 'datetime',
      initialValue: () => new Date().toISOString(),
      validation: (rule) =>
        rule
          .required()
          .custom((value, context) =>
            publishedAtProblem(
              value,
              (context.document as { scheduled?: boolean } | undefined)?.scheduled,
            ),
          ),
    }),
    defineField({
      name: 'scheduled',
      type: 'boolean',
      description:
        'On: the post stays hidden until its published date (the site checks its clock). Off: the date must not be in the future.',
      initialValue: false,
    }),
    defineField({
      name: 'doNotSend',
      title: 'Don’t send to subscribers',
      type: 'boolean',
      description:
        'News only. Off: when the post is published (its date reached), the newsletter’s confirmed subscribers get its title, excerpt and link, once; editing it later sends nothing more. On: the post is never sent. Set it before publishing: a post already sent cannot be unsent.',
      initialValue: false,
      hidden: ({ document }) => (document as { kind?: string } | undefined)?.kind === 'blog',
    }),
    requiredString('authorName', 'Author'),
    defineField({
      name: 'authorRole',
      title: 'Author’s role',
      type: 'string',
      description: 'Optional, for example "Secretary, AMRS-UG".',
    }),
    imageField('cover', {
      title: 'Cover image',
      description: 'Shown on the post and in link previews (1200 × 630 works best).',
      required: false,
    }),
    defineField({
      name: 'excerpt',
      type: 'text',
      rows: 3,
      description: 'One or two sentences: the list, the feed and link previews show it.',
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'body',
      type: 'blockContent',
      validation: (rule) => rule.required(),
    }),
    sampleField,
  ],
  orderings: [
    {
      title: 'Published, newest first',
      name: 'publishedDesc',
      by: [{ field: 'publishedAt', direction: 'desc' }],
    },
  ],
  preview: {
    select: {
      title: 'title',
      kind: 'kind',
      publishedAt: 'publishedAt',
      scheduled: 'scheduled',
      media: 'cover',
      sample: 'sample',
    },
    prepare: ({ title, kind, publishedAt, scheduled, media, sample }) => ({
      title: sample ? `${title} (sample)` : title,
      subtitle: [
        POST_KINDS.find((k) => k.value === kind)?.title,
        typeof publishedAt === 'string' ? publishedAt.slice(0, 10) : 'no date',
        scheduled && typeof publishedAt === 'string' && Date.parse(publishedAt) > Date.now()
          ? 'scheduled'
          : null,
      ]
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
})
