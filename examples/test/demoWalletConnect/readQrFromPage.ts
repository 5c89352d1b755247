import jsQR from 'jsqr'
import type { Locator, Page } from 'playwright-core'

export type ReadQr = {
  /** the text the code holds */
  text: string
  /** the element's picture as drawn on screen (PNG), as a visitor's screenshot */
  png: Buffer
}

/**
 * Reads the QR code an element shows, as a phone camera would: the element's pixels as drawn
 * (a screenshot), put on a canvas in the page, taken back with getImageData and decoded with
 * jsQR. Undefined when jsQR finds no code in them.
 */
export async function readQrFromPage(page: Page, element: Locator): Promise<ReadQr | undefined> {
  const png = await element.screenshot({ animations: 'disabled' })
  const { width, height, pixels } = await page.evaluate(async (base64) => {
    const image = new Image()
    image.src = `data:image/png;base64,${base64}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.naturalWidth
    canvas.height = image.naturalHeight
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d canvas')
    context.drawImage(image, 0, 0)
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
    // the RGBA bytes as base64: a plain array of millions of numbers is slow to pass back
    let binary = ''
    for (let i = 0; i < data.length; i += 0x8000)
      binary += String.fromCharCode(...data.subarray(i, i + 0x8000))
    return { width: canvas.width, height: canvas.height, pixels: btoa(binary) }
  }, png.toString('base64'))
  const bytes = new Uint8ClampedArray(Buffer.from(pixels, 'base64'))
  const code = jsQR(bytes, width, height)
  return code?.data ? { text: code.data, png } : undefined
}
