import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { dataset, projectId } from './env'
import { schemaTypes, singletonTypeNames } from './schemaTypes'
import { keepPreviousSlug } from './actions/keep-previous-slug'
import { talkActions } from './actions/talk-actions'
import { POST_KINDS } from './schemaTypes/documents/post'
import { presentation } from './presentation'
import { structure } from './structure'
import { SampleBadge } from './structure/sample-badge'

/** Actions a singleton keeps: no create-new, duplicate or delete. */
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore'])

export default defineConfig({
  name: 'default',
  title: 'AMRS-UG and IUMRS-ICAM 2025',
  projectId,
  dataset,
  plugins: [
    structureTool({ structure }),
    presentation(),
    visionTool({ defaultApiVersion: '2025-01-01' }),
  ],
  schema: {
    types: schemaTypes,
    templates: (templates) => [
      ...templates.filter((t) => !singletonTypeNames.has(t.schemaType)),
      // "Create" under Posts → News / Blog starts a post of that kind.
      ...POST_KINDS.map(({ title, value }) => ({
        id: `post-${value}`,
        title: `${title} post`,
        schemaType: 'post',
        value: { kind: value },
      })),
    ],
  },
  document: {
    actions: (actions, context) =>
      singletonTypeNames.has(context.schemaType)
        ? actions.filter((a) => a.action !== undefined && SINGLETON_ACTIONS.has(a.action))
        : context.schemaType === 'post'
          ? actions.map((a) => (a.action === 'publish' ? keepPreviousSlug(a) : a))
          : context.schemaType === 'talk'
            ? talkActions(actions)
            : actions,
    badges: (badges) => [...badges, SampleBadge],
  },
})
