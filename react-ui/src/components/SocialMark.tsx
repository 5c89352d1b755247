import type { SocialProvider } from '@walletport/core'

type Mark = {
  background: string
  /** drawn in white on the disc, in a 24-unit box; paths, not text, so no visible text
   * competes with the button's name */
  shape: { fill?: string; stroke?: string }
}

// our own small marks, a disc in each provider's colour with a simple sign, drawn here so
// they come with the view's code and fetch nothing
const MARKS: Readonly<Record<SocialProvider, Mark>> = {
  google: {
    background: '#4285F4',
    shape: { fill: 'M17.6 11.2h-5.4v2.4h3.1a3.6 3.6 0 1 1-1-4l1.7-1.7a6 6 0 1 0 1.7 4.6z' },
  },
  x: { background: '#000000', shape: { stroke: 'M7.5 7.5l9 9M16.5 7.5l-9 9' } },
  discord: {
    background: '#5865F2',
    shape: {
      fill: 'M7 8.5c1.5-1 3-1.3 3-1.3l.4.8a10 10 0 0 1 3.2 0l.4-.8s1.5.3 3 1.3c1 2 1.4 4.3 1.2 6.7a9 9 0 0 1-3 1.5l-.6-1a6 6 0 0 1-5.2 0l-.6 1a9 9 0 0 1-3-1.5c-.2-2.4.2-4.7 1.2-6.7zM10 12.3a1 1 0 1 0 0 1.8 1 1 0 0 0 0-1.8zm4 0a1 1 0 1 0 0 1.8 1 1 0 0 0 0-1.8z',
    },
  },
  farcaster: {
    background: '#855DCD',
    shape: { fill: 'M7 6.5h10v11h-2.2v-5a2.8 2.8 0 0 0-5.6 0v5H7z' },
  },
  github: { background: '#24292F', shape: { stroke: 'M9.5 8L5.5 12l4 4M14.5 8l4 4-4 4' } },
  apple: {
    background: '#1D1D1F',
    shape: {
      fill: 'M12 9c-1-.6-3.6-.9-4.6 1.4-.9 2.2.2 5.4 1.6 6.6.8.7 1.5.4 2.2.1.5-.2 1.1-.2 1.6 0 .7.3 1.4.6 2.2-.1 1-.9 1.6-2.4 1.8-3.1-1.6-.7-1.8-3.2-.2-4.1-1-1.4-2.9-1.3-3.6-.8-.4.2-.8.2-1 0zM12.3 8.2c0-1.5 1.1-2.6 2.4-2.7 0 1.4-1 2.6-2.4 2.7z',
    },
  },
  facebook: {
    background: '#1877F2',
    shape: {
      fill: 'M13.2 19v-6h2l.3-2.4h-2.3V9.2c0-.7.2-1.2 1.2-1.2h1.2V5.9a16 16 0 0 0-1.8-.1c-1.8 0-3 1.1-3 3.1v1.7H8.8V13h2v6z',
    },
  },
}

export type SocialMarkProps = {
  provider: SocialProvider
  /** 'lg' heads a view (ConnectingSocial); the button size by default */
  size?: 'md' | 'lg'
}

/** A social provider's mark, decorative: the text beside it carries the provider's name. */
export function SocialMark({ provider, size = 'md' }: SocialMarkProps) {
  const { background, shape } = MARKS[provider]
  return (
    <svg
      className="wp-social-mark"
      data-size={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="12" fill={background} />
      {shape.fill && <path d={shape.fill} fill="#ffffff" />}
      {shape.stroke && (
        <path
          d={shape.stroke}
          fill="none"
          stroke="#ffffff"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  )
}
