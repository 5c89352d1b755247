import { useId } from 'react'
import { useImageStatus } from './useImageStatus.js'

/** FNV-1a over the address, any case: the same account draws the same picture everywhere */
function hashAddress(address: string): number {
  let hash = 0x811c9dc5
  for (const char of address.toLowerCase()) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/**
 * A picture for an address with no profile image, made from the address alone (no outside
 * service): a gradient between two hues and a soft spot whose place both come from its hash.
 */
function GeneratedAvatar({ address }: { address: string }) {
  const id = useId()
  const hash = hashAddress(address)
  const from = hash % 360
  const to = (from + 40 + ((hash >>> 9) % 140)) % 360
  const x = 6 + ((hash >>> 17) % 12)
  const y = 6 + ((hash >>> 22) % 12)
  return (
    <svg className="wp-avatar-generated" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${from} 70% 58%)`} />
          <stop offset="1" stopColor={`hsl(${to} 72% 42%)`} />
        </linearGradient>
        <radialGradient id={`${id}-s`}>
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="24" height="24" fill={`url(#${id}-g)`} />
      <circle cx={x} cy={y} r="9" fill={`url(#${id}-s)`} />
    </svg>
  )
}

export type AccountAvatarProps = {
  address: string
  /** the profile image, when the account has one */
  src?: string | undefined
}

/**
 * The account's picture, decorative (its name or address is beside it): the profile image
 * once loaded, else one generated from the address, also when the image fails or is slow.
 */
export function AccountAvatar({ address, src }: AccountAvatarProps) {
  const status = useImageStatus(src)
  return (
    <span className="wp-logo wp-avatar" data-size="lg" data-state={status} aria-hidden="true">
      {status === 'loaded' ? (
        <img src={src} alt="" draggable={false} />
      ) : (
        <GeneratedAvatar address={address} />
      )}
    </span>
  )
}
