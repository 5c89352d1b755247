import { type SendState, setSendReceiver } from '@walletport/core'
import { useEffect, useId, useRef, useState } from 'react'
import { Logo } from '../../components/Logo.js'
import type { PlainMessageKey } from '../../i18n/types.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'

export type ReceiverFieldProps = {
  send: SendState
  /** what is wrong with the receiver, shown once something was typed */
  error: PlainMessageKey | undefined
}

// a name is looked up once typing pauses; an address is taken at once
const NAME_DELAY = 300

/**
 * Who receives: an address, or a name core resolves (its name and avatar show once found,
 * 'Error resolving name' when not).
 */
export function ReceiverField({ send, error }: ReceiverFieldProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const id = useId()
  const [value, setValue] = useState(send.receiverProfileName ?? send.receiverAddress ?? '')
  const [status, setStatus] = useState<'idle' | 'resolving' | 'failed'>('idle')
  const pending = useRef<{ controller: AbortController; timer: ReturnType<typeof setTimeout> }>(
    undefined,
  )
  const cancel = () => {
    if (!pending.current) return
    clearTimeout(pending.current.timer)
    pending.current.controller.abort()
    pending.current = undefined
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: cancels whatever is pending when the field goes
  useEffect(() => cancel, [])

  function onChange(next: string) {
    setValue(next)
    cancel()
    const controller = new AbortController()
    const isName = next.includes('.')
    setStatus(isName ? 'resolving' : 'idle')
    const resolve = () =>
      setSendReceiver(kit, { receiver: next, signal: controller.signal }).then(
        () => {
          if (!controller.signal.aborted) setStatus('idle')
        },
        (failure: unknown) => {
          if (controller.signal.aborted) return
          kit.log.warn('the receiver could not be resolved', failure)
          setStatus('failed')
        },
      )
    const timer = setTimeout(() => void resolve(), isName ? NAME_DELAY : 0)
    pending.current = { controller, timer }
  }

  const message: PlainMessageKey | undefined =
    status === 'failed' ? 'send.nameError' : status === 'idle' && value ? error : undefined
  const name = status === 'idle' ? send.receiverProfileName : undefined
  return (
    <div className="wp-send-field">
      <label className="wp-label" htmlFor={id}>
        {t('send.receiver')}
      </label>
      <input
        id={id}
        className="wp-input"
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('send.receiverPlaceholder')}
        value={value}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : name ? `${id}-name` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {status === 'resolving' && (
        <p className="wp-hint" role="status">
          {t('send.resolving')}
        </p>
      )}
      {name && (
        <p className="wp-receiver">
          <Logo name={name} src={send.receiverProfileImageUrl} size="sm" />
          <span id={`${id}-name`}>{t('send.resolvedAs', { name })}</span>
        </p>
      )}
      {message && (
        <p className="wp-field-error" id={`${id}-error`}>
          {t(message)}
        </p>
      )}
    </div>
  )
}
