// decorative icons: the controls that carry them are labelled by text

type IconProps = { className?: string }

function Icon({ path, className }: IconProps & { path: string }) {
  return (
    <svg
      className={className ? `wp-icon ${className}` : 'wp-icon'}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  )
}

// directional: walletport.css turns them round in a right-to-left layout
const flip = ({ className }: IconProps) =>
  className ? `wp-icon-flip ${className}` : 'wp-icon-flip'
export const BackIcon = (p: IconProps) => <Icon className={flip(p)} path="M15 18l-6-6 6-6" />
export const CloseIcon = (p: IconProps) => <Icon {...p} path="M18 6L6 18M6 6l12 12" />
export const CopyIcon = (p: IconProps) => (
  <Icon {...p} path="M9 9h10v10H9zM5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
)
export const CheckIcon = (p: IconProps) => <Icon {...p} path="M20 6L9 17l-5-5" />
export const AlertIcon = (p: IconProps) => <Icon {...p} path="M12 8v5M12 16h.01M12 3l9 17H3z" />
export const ChevronIcon = (p: IconProps) => <Icon className={flip(p)} path="M9 18l6-6-6-6" />
export const GridIcon = (p: IconProps) => (
  <Icon {...p} path="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z" />
)
export const SearchIcon = (p: IconProps) => (
  <Icon {...p} path="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5" />
)
export const QrIcon = (p: IconProps) => (
  <Icon {...p} path="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2z" />
)
