import { seedDocuments } from './documents'

/**
 * The exact text of studio/seed/production.ndjson: one JSON document per line, in the
 * order seedDocuments() returns them, keys in the order they are written, with a trailing
 * newline. build-seed.ts writes it; the dataset test compares the committed file with it.
 */
export function serializeSeed(): string {
  return `${seedDocuments()
    .map((doc) => JSON.stringify(doc))
    .join('\n')}\n`
}
