import { DataServiceError } from '../DataServiceError.js'
import { escapeHtml } from '../escapeHtml.js'
import type { Route } from '../route.js'

/**
 * GET /icons/{label}.svg: a round badge with the label's first letters, its colour drawn from
 * the label, standing in for token logos and avatars (the demo has no image host).
 */
export const getIcon: Route = async (_, { params }) => {
  const file = params.file ?? ''
  if (!file.endsWith('.svg') || file.length > 68) throw new DataServiceError(404, 'No such icon')
  const label = file.slice(0, -4)
  let hash = 0
  for (const char of label) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360
  const text = escapeHtml(label.slice(0, 4).toUpperCase())
  const size = text.length > 3 ? 20 : 26
  return {
    contentType: 'image/svg+xml',
    text: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><circle cx="32" cy="32" r="32" fill="hsl(${hash} 60% 42%)"/><text x="32" y="32" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="600" font-size="${size}" fill="#fff">${text}</text></svg>`,
  }
}
