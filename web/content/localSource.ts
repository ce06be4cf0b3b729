import { evaluate, parse } from 'groq-js'
import type { DatasetDocument } from './bundledDataset'

/** Runs a GROQ query against documents in memory, exactly as the Content Lake would. */
export async function queryDocuments(
  docs: DatasetDocument[],
  query: string,
  params: Record<string, unknown> = {},
): Promise<unknown> {
  const tree = parse(query, { params })
  const value = await evaluate(tree, { dataset: docs, params })
  return value.get()
}
