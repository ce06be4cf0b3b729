import {
  type ValidateDocumentWorkspaceOptions,
  type ValidationClient,
  validateDocumentWithWorkspace,
} from '@sanity/validation'
import { schemaTypes } from '@site/schemas'
import { createSchema, pathToString, type SanityDocument } from 'sanity'
import type { DatasetDocument } from '@/content/bundledDataset'
import { queryDocuments } from '@/content/localSource'

/** For the tests: the Studio's own validation run on documents outside the Studio. */

const schema = createSchema({ name: 'default', types: schemaTypes })

/** The Studio client that custom rules query, answered by GROQ over the given documents. */
function clientOver(docs: DatasetDocument[]): ValidationClient {
  const client = {
    fetch: (query: string, params?: Record<string, unknown>) => queryDocuments(docs, query, params),
    withConfig: () => client,
    getDataUrl: () => '',
    observable: {},
  }
  return client as unknown as ValidationClient
}

/**
 * What Publish would show for `doc` at `level`, as "path: message" (a path as GROQ writes it:
 * `features[_key=="…"].title`, `hero.rotatingWords[1]`), with `dataset` as the content
 * the Studio's client queries. Documents are taken as a project holds them: an import file's
 * pictures (`_sanityAsset`) resolved to assets first (`resolveLocalAssets`).
 *
 * Run as the Studio runs it. `validateDocument`, which Sanity now prefers, is the CLI's: on every
 * object field it adds a check for unknown keys as a warning, which turns the field's own rules (a
 * picture's, a slug's) into warnings too, and it has no option to run as the Studio.
 */
export async function studioValidationMessages(
  doc: DatasetDocument,
  dataset: DatasetDocument[],
  level: 'error' | 'warning' = 'error',
): Promise<string[]> {
  const workspace = {
    schema,
    getClient: () => clientOver(dataset),
    // Unset, the messages are the validator's own English ones.
    i18n: undefined,
  } as unknown as ValidateDocumentWorkspaceOptions['workspace']
  const markers = await validateDocumentWithWorkspace({
    document: doc as SanityDocument,
    workspace,
    environment: 'studio',
    getDocumentExists: async ({ id }) => dataset.some((candidate) => candidate._id === id),
  })
  return markers
    .filter((marker) => marker.level === level)
    .map((marker) => `${pathToString(marker.path)}: ${marker.message}`)
}
