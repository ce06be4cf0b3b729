import type { DocumentActionComponent } from 'sanity'
import { describe, expect, it } from 'vitest'
import { singletonActions } from './singletonActions'

const named = (action: string) => Object.assign((() => null) as unknown as DocumentActionComponent, { action })

describe('the actions of a singleton', () => {
  it('keep publishing, scheduling and releases, and drop copying, deleting and unpublishing', () => {
    const all = [
      'publish',
      'unpublish',
      'discardChanges',
      'duplicate',
      'restore',
      'delete',
      'schedule',
      'discardVersion',
      'unpublishVersion',
    ].map(named)
    expect(singletonActions(all).map(({ action }) => action)).toEqual([
      'publish',
      'discardChanges',
      'restore',
      'schedule',
      'discardVersion',
    ])
  })
})
