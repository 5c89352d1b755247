import { useImageStatus } from './useImageStatus.js'

export type LogoProps = {
  /** what the logo stands for; its first letter is the fallback monogram */
  name: string
  src?: string | undefined
  size?: 'sm' | 'md' | 'lg'
}

/**
 * A wallet or network image, decorative (the name beside it is the label): the image once
 * loaded, else a monogram, also when it fails or takes longer than 2 s.
 */
export function Logo({ name, src, size = 'md' }: LogoProps) {
  const status = useImageStatus(src)
  return (
    <span className="wp-logo" data-size={size} data-state={status} aria-hidden="true">
      {status === 'loaded' ? (
        <img src={src} alt="" draggable={false} />
      ) : (
        <span className="wp-logo-monogram">{Array.from(name.trim())[0]?.toUpperCase()}</span>
      )}
    </span>
  )
}
