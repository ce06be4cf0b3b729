import { defineCliConfig } from 'sanity/cli'
import { dataset, projectId } from './env'

export default defineCliConfig({
  api: { projectId, dataset },
  typegen: {
    path: '../web/**/*.{ts,tsx}',
    schema: './schema.json',
    generates: '../web/sanity.types.ts',
    overloadClientMethods: true,
  },
})
