import type { NameSuggestion } from '@walletport/core'
import { useMessages } from '../../modal/MessagesContext.js'

export type NameSuggestionChipsProps = {
  suggestions: readonly NameSuggestion[]
  /** the name chosen, whole (with its suffix) */
  onChoose(name: string): void
}

/** Free names like the one typed, each a button that puts it in the field. */
export function NameSuggestionChips({ suggestions, onChoose }: NameSuggestionChipsProps) {
  const { t } = useMessages()
  if (!suggestions.length) return null
  return (
    <ul className="wp-chips" aria-label={t('names.suggestions')}>
      {suggestions.map((s) => (
        <li key={s.name}>
          <button
            type="button"
            className="wp-chip"
            aria-label={t('names.useSuggestion', { name: s.name })}
            onClick={() => onChoose(s.name)}
          >
            {s.name}
          </button>
        </li>
      ))}
    </ul>
  )
}
