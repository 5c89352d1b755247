import { getSwapState, setSwapParameters } from '@walletport/core'
import { useId, useState } from 'react'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'

/** The slippage tolerance in percent (1 by default), kept while the text is not a valid one. */
export function SwapSlippage() {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const id = useId()
  const [text, setText] = useState(() => String(getSwapState(kit).slippage))
  const [invalid, setInvalid] = useState(false)
  function change(value: string) {
    setText(value)
    const slippage = Number(value.replace(',', '.'))
    const valid = value.trim() !== '' && Number.isFinite(slippage) && slippage > 0 && slippage <= 50
    setInvalid(!valid)
    if (valid && slippage !== getSwapState(kit).slippage) setSwapParameters(kit, { slippage })
  }
  return (
    <div className="wp-swap-slippage">
      <label className="wp-label" htmlFor={id}>
        {t('swap.slippage')}
      </label>
      <span className="wp-field">
        <input
          id={id}
          className="wp-input wp-input-short"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => change(event.target.value)}
        />
        <span aria-hidden="true">%</span>
      </span>
      {invalid && (
        <p className="wp-field-error" id={`${id}-error`}>
          {t('swap.slippageInvalid')}
        </p>
      )}
    </div>
  )
}
