import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { Logo } from './Logo.js'

export type WalletButtonProps = ComponentPropsWithoutRef<'button'> & {
  name: string
  imageUrl?: string | undefined
  /** a short label after the name: Installed, Recent, QR code... */
  tag?: ReactNode
  layout?: 'row' | 'tile'
}

/** One wallet in a list (a row) or a grid (a tile); arrow keys move between them. */
export function WalletButton({ name, imageUrl, tag, layout = 'row', ...props }: WalletButtonProps) {
  return (
    <button type="button" className="wp-wallet" data-layout={layout} data-wp-item="" {...props}>
      <Logo name={name} src={imageUrl} size={layout === 'tile' ? 'lg' : 'md'} />
      <span className="wp-wallet-name">{name}</span>
      {tag && <span className="wp-tag">{tag}</span>}
    </button>
  )
}
