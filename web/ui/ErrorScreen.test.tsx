import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ErrorScreen } from './ErrorScreen'

describe('ErrorScreen', () => {
  it("is headed with the spec's words and offers a retry and a way home", () => {
    const html = renderToStaticMarkup(<ErrorScreen onRetry={() => {}} />)
    expect(html).toMatch(/<h1[^>]*>Unexpected Application Error!<\/h1>/)
    expect(html).toMatch(/<button type="button"[^>]*>Try again<\/button>/)
    expect(html).toMatch(/<a href="\/"[^>]*>Back to Home<\/a>/)
  })
})
