import type { Rule, SchemaTypeDefinition } from 'sanity'

/**
 * Every text field of the project, one line or several, in a document, an object or a list,
 * refuses text made only of spaces. `required()` counts "   " as written, and the site then showed
 * a heading, a label or a list entry with nothing in it (an empty heading is also an accessibility
 * fault). Applied once to the whole schema, in `index.ts`, so a field added later cannot miss it.
 */

const BLANK_TEXT_MESSAGE = 'Write the text: this one is only spaces.'

function notBlank(value: unknown): true | string {
  return typeof value === 'string' && value !== '' && value.trim() === '' ? BLANK_TEXT_MESSAGE : true
}

type Validation = (rule: Rule) => Rule | Rule[]

/** The schema's shape as far as this walk needs it: a type, or a field or list member within one. */
type Node = { type: string; validation?: Validation | Rule | Rule[]; fields?: Node[]; of?: Node[] }

const TEXT_TYPES = new Set(['string', 'text'])

function withNotBlank(validation: Node['validation']): Validation {
  if (validation !== undefined && typeof validation !== 'function') {
    throw new Error('refuseBlankText expects validation written as a function of the rule')
  }
  // A rule of its own, not chained onto the field's: chained, it would take the field's level, and
  // a field whose rules only warn (a search title's length) would only warn of blank text too.
  return (rule) => {
    const own = validation ? validation(rule) : []
    return [...(Array.isArray(own) ? own : [own]), rule.custom(notBlank)]
  }
}

function refuseBlankIn(node: Node): Node {
  return {
    ...node,
    ...(TEXT_TYPES.has(node.type) && { validation: withNotBlank(node.validation) }),
    ...(node.fields && { fields: node.fields.map(refuseBlankIn) }),
    ...(node.of && { of: node.of.map(refuseBlankIn) }),
  }
}

export function refuseBlankText<T extends SchemaTypeDefinition>(types: T[]): T[] {
  return types.map((type) => refuseBlankIn(type as unknown as Node) as unknown as T)
}
