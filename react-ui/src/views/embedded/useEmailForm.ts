import { type FormEvent, useId, useState } from 'react'
import { useMessages } from '../../modal/MessagesContext.js'
import { getEmbeddedErrorText } from './getEmbeddedErrorText.js'

/**
 * The state of an embedded-wallet email form (login, change of email): the text, one send at
 * a time, and the refusal (cooldown, bad address) as text until the address is edited.
 */
export function useEmailForm(send: (email: string) => Promise<void>) {
  const { t } = useMessages()
  const id = useId()
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  function change(value: string) {
    setEmail(value)
    setError(undefined)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError(undefined)
    try {
      await send(email)
    } catch (caught) {
      setError(getEmbeddedErrorText(t, caught, 'email'))
    } finally {
      setBusy(false)
    }
  }

  return { id, email, busy, error, change, submit }
}
