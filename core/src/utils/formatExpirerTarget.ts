import type { ExpirerTarget } from './parseExpirerTarget.js'

/** Docs: /core/utils/formatExpirerTarget. The inverse of parseExpirerTarget: `topic:…` or `id:…`. */
export function formatExpirerTarget(target: ExpirerTarget): string {
  return target.type === 'topic' ? `topic:${target.topic}` : `id:${target.id}`
}
