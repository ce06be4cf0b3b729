import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { FAVICON_PATH, FAVICON_SIZES, renderFavicon } from './favicon'

/** The directory of an ICO file, read back per the format rather than with the writer's code. */
function readIco(ico: Buffer) {
  const count = ico.readUInt16LE(4)
  return {
    reserved: ico.readUInt16LE(0),
    type: ico.readUInt16LE(2),
    images: Array.from({ length: count }, (_, index) => {
      const at = 6 + 16 * index
      const length = ico.readUInt32LE(at + 8)
      const offset = ico.readUInt32LE(at + 12)
      return { width: ico.readUInt8(at), height: ico.readUInt8(at + 1), data: ico.subarray(offset, offset + length) }
    }),
  }
}

describe('favicon.ico', () => {
  // Drawn once for all three checks.
  const rendered = renderFavicon()

  it('is an icon file holding a PNG per size, each the size its directory entry says', async () => {
    const ico = readIco(await rendered)
    expect(ico.reserved).toBe(0)
    expect(ico.type).toBe(1)
    expect(ico.images.map((image) => image.width)).toEqual([...FAVICON_SIZES])
    for (const image of ico.images) {
      const meta = await sharp(image.data).metadata()
      expect(meta.format).toBe('png')
      expect([meta.width, meta.height]).toEqual([image.width, image.height])
      expect(image.height).toBe(image.width)
    }
  })

  it('draws the icon: the brand gradient in the corner-free middle, transparent rounded corners', async () => {
    const largest = readIco(await rendered).images.at(-1)
    if (!largest) throw new Error('no image in the icon')
    const { data, info } = await sharp(largest.data).raw().toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * 4
      return {
        red: data.readUInt8(at),
        green: data.readUInt8(at + 1),
        blue: data.readUInt8(at + 2),
        alpha: data.readUInt8(at + 3),
      }
    }
    expect(pixel(0, 0).alpha).toBe(0)
    const edge = pixel(4, 24)
    expect(edge.alpha).toBe(255)
    expect(edge.blue).toBeGreaterThan(edge.red)
    expect(edge.blue).toBeGreaterThan(edge.green)
  })

  it('in web/public is the one web/app/icon.svg draws today (run `npm run favicon` after changing the icon)', async () => {
    expect(readFileSync(FAVICON_PATH).equals(await rendered)).toBe(true)
  })
})
