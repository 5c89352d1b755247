import { type ThemePresetName, themePresets, useTheme } from '@walletport/react-ui'
import { useId, useState } from 'react'

const NAMES: Record<ThemePresetName, string> = {
  light: 'Light',
  dark: 'Dark',
  highContrast: 'High contrast',
  sepia: 'Sepia',
}

/** The modal's theme changed at run time: the buttons and an open modal follow at once. */
export function ThemePanel() {
  const { setTheme } = useTheme()
  const id = useId()
  const [name, setName] = useState<ThemePresetName | ''>('')
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Theme</h2>
      <label htmlFor={`${id}-preset`}>Preset</label>{' '}
      <select
        id={`${id}-preset`}
        value={name}
        onChange={(event) => {
          const next = event.target.value as ThemePresetName | ''
          setName(next)
          // no preset: the stylesheet's defaults, in the visitor's colour scheme
          setTheme(next ? themePresets[next] : { replace: true })
        }}
      >
        <option value="">System</option>
        {Object.entries(NAMES).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </section>
  )
}
