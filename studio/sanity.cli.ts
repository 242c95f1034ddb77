import { defineCliConfig } from 'sanity/cli'
import { dataset, projectId } from './env'

export default defineCliConfig({
  api: { projectId, dataset },
  deployment: { autoUpdates: false },
  typegen: {
    // Queries live in the SPA; the generated types are committed next to them.
    path: '../src/**/*.{ts,tsx}',
    schema: './schema.json',
    generates: '../src/content/sanity.types.ts',
    overloadClientMethods: true,
  },
})
