import qrcode from 'qrcode-generator'
import { useMemo } from 'react'

export type QrCodeProps = {
  value: string
  /** what the code is for, read by screen readers */
  label: string
  /** light modules around the code, in modules (4 is the standard quiet zone) */
  margin?: number
}

/** The dark modules as one SVG path of unit squares. */
function toPath(value: string): { path: string; size: number } {
  const qr = qrcode(0, 'M')
  qr.addData(value)
  qr.make()
  const count = qr.getModuleCount()
  let path = ''
  for (let row = 0; row < count; row += 1)
    for (let column = 0; column < count; column += 1)
      if (qr.isDark(row, column)) path += `M${column} ${row}h1v1h-1z`
  return { path, size: count }
}

/** A QR code drawn as crisp SVG by qrcode-generator; scales to its container. */
export function QrCode({ value, label, margin = 4 }: QrCodeProps) {
  const { path, size } = useMemo(() => toPath(value), [value])
  const box = size + margin * 2
  return (
    <svg
      className="wp-qr"
      role="img"
      aria-label={label}
      viewBox={`${-margin} ${-margin} ${box} ${box}`}
      shapeRendering="crispEdges"
      data-modules={size}
    >
      <rect x={-margin} y={-margin} width={box} height={box} className="wp-qr-light" />
      <path d={path} className="wp-qr-dark" />
    </svg>
  )
}
