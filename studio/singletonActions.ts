import type { DocumentActionComponent } from 'sanity'

/**
 * What a singleton (the landing page, the About page, site settings) or a legal page must never
 * do: be copied, deleted or unpublished, now or in a release. The site reads exactly one
 * published version of each, so any of these would break pages. Everything else stays,
 * scheduling a publish and discarding a release's version included.
 */
const HARMFUL_TO_A_SINGLETON = new Set(['delete', 'duplicate', 'unpublish', 'unpublishVersion'])

export function singletonActions(actions: DocumentActionComponent[]): DocumentActionComponent[] {
  return actions.filter(({ action }) => !action || !HARMFUL_TO_A_SINGLETON.has(action))
}
