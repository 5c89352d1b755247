import { useStore } from '@nanostores/react'
import {
  isAccountName,
  NAME_SUFFIXES,
  NameRegistrationError,
  registerAccountName,
  showToast,
} from '@walletport/core'
import { type FormEvent, useId, useState } from 'react'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'
import { NameField } from './NameField.js'
import { NameSuggestionChips } from './NameSuggestionChips.js'
import { useNameSuggestions } from './useNameSuggestions.js'

/**
 * Registers an account name: the rule (letters, digits, hyphens, at least 4) as a field
 * error, live suggestions as the user types, the name suffix beside the field. Register has
 * the wallet sign and the service register; core then shows RegisterAccountNameSuccess, or
 * comes back here with 'Error registering name'.
 */
export function RegisterAccountName(_: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const id = useId()
  const network = useStore(kit.$activeNetwork)
  const [value, setValue] = useState('')
  const [busy, setBusy] = useState(false)
  const label = value.trim()
  const suggestions = useNameSuggestions(label)
  if (network.chainNamespace !== 'eip155')
    return <p className="wp-empty">{t('names.unsupported')}</p>

  const suffix = NAME_SUFFIXES[0]
  const name = `${label}${suffix}`
  const valid = isAccountName(label)
  const mine = suggestions.list?.find((s) => s.name === name)
  const error =
    label && !valid ? t('names.rule') : mine?.registered ? t('names.taken', { name }) : undefined
  const others = suggestions.list?.filter((s) => s.name !== name && !s.registered) ?? []

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!valid || mine?.registered || busy) return
    setBusy(true)
    try {
      await registerAccountName(kit, { name })
    } catch (failure) {
      // core said why a registration failed; one it refused to start is said here
      if (!(failure instanceof NameRegistrationError))
        showToast(kit, { variant: 'error', message: t('toast.namesUnavailable') })
      setBusy(false)
    }
  }

  return (
    <form className="wp-stack" onSubmit={submit} noValidate>
      <p className="wp-text">{t('names.intro')}</p>
      <NameField id={id} value={value} suffix={suffix} error={error} onChange={setValue} />
      <p className="wp-hint" role="status">
        {valid &&
          (suggestions.failed
            ? t('names.lookupFailed')
            : !suggestions.list
              ? t('names.checking')
              : mine && !mine.registered
                ? t('names.available', { name })
                : '')}
      </p>
      <NameSuggestionChips
        suggestions={others}
        onChoose={(chosen) => setValue(chosen.slice(0, -suffix.length))}
      />
      {busy && <p className="wp-text">{t('names.signInWallet')}</p>}
      <button
        type="submit"
        className="wp-action"
        aria-disabled={!valid || mine?.registered || busy || undefined}
        aria-busy={busy || undefined}
      >
        {busy ? t('names.registering') : t('names.register')}
      </button>
    </form>
  )
}
