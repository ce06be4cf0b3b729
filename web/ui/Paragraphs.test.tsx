import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Paragraphs } from './Paragraphs'

describe('Paragraphs', () => {
  it('starts a paragraph at each blank line, however many lines or spaces it holds', () => {
    const html = renderToStaticMarkup(<Paragraphs text={'First one.\n\nSecond one.\n \n\n  Third one.  \n'} />)
    expect(html).toBe('<div><p>First one.</p><p>Second one.</p><p>Third one.</p></div>')
  })

  it('keeps a single line break inside its paragraph, and one paragraph stays one', () => {
    const html = renderToStaticMarkup(<Paragraphs text={'One line\nand the next.'} className="mt-4" />)
    expect(html).toBe('<div class="mt-4"><p>One line\nand the next.</p></div>')
  })
})
