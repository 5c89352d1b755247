import jsQR from 'jsqr'

// big photos are scaled down first: jsQR's time grows with the pixels, and a phone's
// 12-megapixel frame holds a QR code readable at a fraction of that
const MAX_SIDE = 1600

/** The text of the first QR code in a picture (an image, a video frame), or undefined. */
export function readQrCode(
  source: CanvasImageSource,
  width: number,
  height: number,
): string | undefined {
  if (!width || !height) return undefined
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height))
  const w = Math.max(1, Math.round(width * scale))
  const h = Math.max(1, Math.round(height * scale))
  const canvas = document.createElement('canvas')
  canvas.width = w
  canvas.height = h
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) return undefined
  context.drawImage(source, 0, 0, w, h)
  const { data } = context.getImageData(0, 0, w, h)
  return jsQR(data, w, h)?.data || undefined
}

/** The QR code in an image file (a screenshot, a photo), or undefined when it holds none. */
export async function readQrCodeFromFile(file: Blob): Promise<string | undefined> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    // not an image the browser can decode
    return undefined
  }
  try {
    return readQrCode(bitmap, bitmap.width, bitmap.height)
  } finally {
    bitmap.close()
  }
}
