/**
 * The site's `/favicon.ico`, drawn from the same SVG as its linked icon (web/app/icon.svg).
 *
 * Pages link the SVG, which current browsers use; `/favicon.ico` is for the clients that ask for
 * that path without reading the page (feed readers, bookmark and link-preview services, older
 * browsers). It lives in web/public rather than web/app, so Next serves it as a file without
 * adding a second icon link to every page.
 *
 * An ICO file is a 6-byte header, a 16-byte directory entry per image, then the images; since
 * Windows Vista an entry may hold a PNG as is, which every reader of the format accepts.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import sharp from 'sharp'

const ICON_SVG_PATH = resolve(import.meta.dirname, '../../web/app/icon.svg')
export const FAVICON_PATH = resolve(import.meta.dirname, '../../web/public/favicon.ico')

/** Tab, taskbar and desktop-shortcut sizes. */
export const FAVICON_SIZES = [16, 32, 48] as const

const HEADER_BYTES = 6
const ENTRY_BYTES = 16
const ICO_TYPE_ICON = 1

export async function renderFavicon(svg: Buffer = readFileSync(ICON_SVG_PATH)): Promise<Buffer> {
  // A high density rasterises the 128-unit SVG sharply before it is scaled down.
  const images = await Promise.all(
    FAVICON_SIZES.map(async (size) => ({
      size,
      png: await sharp(svg, { density: 300 }).resize(size, size).png().toBuffer(),
    })),
  )
  const header = Buffer.alloc(HEADER_BYTES)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(ICO_TYPE_ICON, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = HEADER_BYTES + ENTRY_BYTES * images.length
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(ENTRY_BYTES)
    entry.writeUInt8(size, 0) // width (0 would mean 256)
    entry.writeUInt8(size, 1) // height
    entry.writeUInt8(0, 2) // no palette
    entry.writeUInt8(0, 3) // reserved
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)])
}
