import { schemaTypes, singletonTypes } from '@site/schemas'
import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { dataset, previewOrigin, projectId } from './env'
import { locations, mainDocuments } from './presentation/resolve'
import { singletonActions } from './singletonActions'
import { structure } from './structure'

export default defineConfig({
  name: 'default',
  title: 'AI Automation site',
  projectId,
  dataset,
  plugins: [
    structureTool({ structure }),
    // "Preview": the site beside the form, in draft mode; click a text to edit its field.
    presentationTool({
      title: 'Preview',
      resolve: { locations, mainDocuments },
      previewUrl: {
        initial: previewOrigin,
        // Sets the draft-mode cookie after checking the Studio's one-time secret (web/app/api/draft-mode/enable).
        previewMode: { enable: '/api/draft-mode/enable' },
      },
    }),
  ],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the menu; they cannot be created a second time.
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
  document: {
    // The legal pages too: the footer and the cookie banner link to each of the three.
    actions: (actions, { schemaType }) =>
      singletonTypes.has(schemaType) || schemaType === 'legalPage' ? singletonActions(actions) : actions,
  },
})
