/**
 * Writes web/public/favicon.ico from web/app/icon.svg (see favicon.ts). Run it after changing the
 * icon; the unit test fails while the two differ.
 *
 *   npm run favicon
 */
import { writeFileSync } from 'node:fs'
import { FAVICON_PATH, renderFavicon } from './favicon'

writeFileSync(FAVICON_PATH, await renderFavicon())
console.log(`Wrote ${FAVICON_PATH}`)
