import { defineCliConfig } from 'sanity/cli'
import { dataset, projectId } from './env'

export default defineCliConfig({
  api: { projectId, dataset },
  deployment: { autoUpdates: false },
  typegen: {
    // Queries live beside the pages that run them (src/), and in the shared package where the
    // server runs them too; the generated types are committed in src/content.
    path: ['../src/**/*.{ts,tsx}', '../packages/shared/src/**/*.ts'],
    schema: './schema.json',
    generates: '../src/content/sanity.types.ts',
    overloadClientMethods: true,
  },
})
