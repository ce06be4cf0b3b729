import type { Metadata, Viewport } from 'next'
import { draftMode } from 'next/headers'
import { VisualEditing } from 'next-sanity/visual-editing'
import type { ReactNode } from 'react'
import './globals.css'
import { publicEnv, usesHostedContent } from '@/config/publicEnv'
import { FaqPressesBeforeHydration } from '@/sections/faq/FaqPressesBeforeHydration'
import { PressesBeforeHydration } from '@/ui/PressesBeforeHydration'
import { FocusFromTopAfterNavigation } from './FocusFromTopAfterNavigation'
import { InPageLinksCloseDialogs } from './InPageLinksCloseDialogs'
import { PresentFirstFrame } from './PresentFirstFrame'
import { SectionLinksBeforeHydration } from './SectionLinksBeforeHydration'
import { SectionLinksKeepRouterState } from './SectionLinksKeepRouterState'
import { ShowAllIfScriptsFail } from './ShowAllIfScriptsFail'
import { SmoothScrollAfterInteraction } from './SmoothScrollAfterInteraction'
import { SpacePressesButtonLinks } from './SpacePressesButtonLinks'

export const metadata: Metadata = {
  metadataBase: new URL(publicEnv.siteUrl),
}

export const viewport: Viewport = {
  themeColor: '#020617',
}

/**
 * Every page is prerendered and regenerated at most an hour after it goes stale. Content changes do
 * not wait for it (a publish revalidates its pages at once); the footer's copyright year does: it is
 * the year the page was rendered, and a page rendered once and kept forever would still show the old
 * year in January. (The hosted Content Lake's fetches carry the same hour as a safety net.)
 */
export const revalidate = 3600

/**
 * Without JavaScript the page must still be complete: show every pricing panel, one after the other
 * with a gap between them, and every FAQ answer (the tabs and the questions need script to switch),
 * hide controls that only work with script, stand the hero's floating dots still (their pause
 * button is script, and motion that goes on needs a way to stop it, WCAG 2.2.2), keep the landing
 * header opaque where CSS cannot turn it opaque by the scroll position (globals.css; there its
 * scroll watcher is script, and a transparent header over the light sections would hide its white
 * text), and show the phone menu as a fixed panel while the address points at it (its no-script
 * form, see MobileMenuButton), the page behind it hidden, so Tab and Shift+Tab stay in the panel as
 * in the modal it is with script, and dimmed as that modal's backdrop dims it. A <noscript> is then
 * an ordinary element; `display: contents` keeps it from being an extra, empty item in the header's
 * row, which would push the desktop buttons in from the edge. (Scrolling jumps rather than glides
 * without script, as smooth scrolling waits for SmoothScrollAfterInteraction: the booking form's
 * answer and every link to a section of another page load a new page, which a smooth scroll would
 * carry from the top through the whole page to the form.)
 */
const NO_SCRIPT_CSS = `${contentShownWithoutScript('')}#site-header{background-color:rgb(2 6 24)}#mobile-menu:target{display:block;position:fixed;inset:0;z-index:50;box-shadow:0 0 0 100vmax rgb(2 6 23/.6)}body:has(#mobile-menu:target)>:not(dialog){visibility:hidden}noscript{display:contents}`

/**
 * The first rules above, for a page whose scripts are on but did not arrive (ShowAllIfScriptsFail):
 * the content, at least, is all there to read, and nothing moves that could not be stopped.
 */
const SCRIPTS_FAILED_CSS = contentShownWithoutScript(':root[data-scripts-failed] ', '.js-only:not([commandfor])')

/**
 * Every pricing panel, one after the other with a gap, every FAQ answer, what stands in for the
 * script-only controls (`.no-script-only`, hidden otherwise: globals.css), none of those controls,
 * the hero's floating dots standing still, as their pause button is one, and no info tip shown by
 * hover or focus, as only script lets Escape hide it. When scripts failed,
 * the phone menu's buttons stay: the browser itself opens and closes the menu (Invoker Commands,
 * `commandfor`), and the links that replace them without JavaScript live in a <noscript>, which a
 * browser with scripts on never shows.
 */
function contentShownWithoutScript(scope: string, scriptOnly = '.js-only') {
  return [
    ['[data-tab-panel],[data-faq-answer],.no-script-only', 'display:block!important'],
    ['[data-tab-panel]+[data-tab-panel]', 'margin-top:4rem'],
    [scriptOnly, 'display:none!important'],
    ['.floating-dot', 'animation:none'],
    // A plan feature's info tip shown by hover or focus floats over the list until Escape hides it
    // (WCAG 1.4.13), which is script (FeatureTips). Without it the tip opens only as the
    // <details> it is: a click, a tap or Enter, and the same again closes it.
    ['.feature-info:not([open])>.feature-tip', 'display:none!important'],
  ]
    .map(([selector, declarations]) => `${scope}:is(${selector}){${declarations}}`)
    .join('')
}

/**
 * Click-to-edit overlays for the Presentation tool, only while an editor previews (draft-mode
 * cookie). At build time draftMode() reports false without making pages dynamic, so every page
 * stays prerendered; the overlay code itself is loaded on demand by next-sanity.
 */
async function VisualEditingInDraftMode() {
  if (!usesHostedContent || !(await draftMode()).isEnabled) return null
  return <VisualEditing />
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" data-scroll-behavior="smooth">
      <head>
        <noscript>
          <style>{NO_SCRIPT_CSS}</style>
        </noscript>
        <style>{SCRIPTS_FAILED_CSS}</style>
      </head>
      <body className="bg-white font-sans text-slate-900 antialiased">
        <PresentFirstFrame />
        <ShowAllIfScriptsFail />
        {/* Before the content, where the stylesheet the first script waited for is already in. */}
        <InPageLinksCloseDialogs />
        <FaqPressesBeforeHydration />
        <PressesBeforeHydration />
        <SectionLinksBeforeHydration />
        <SmoothScrollAfterInteraction />
        <SpacePressesButtonLinks />
        <FocusFromTopAfterNavigation />
        <SectionLinksKeepRouterState />
        {children}
        <VisualEditingInDraftMode />
      </body>
    </html>
  )
}
