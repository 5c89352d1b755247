import { useStore } from '@nanostores/react'
import { setOnrampParameters } from '@walletport/core'
import type { PlainMessageKey } from '../../i18n/types.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { SelectField } from './SelectField.js'
import type { OnrampForm } from './useOnrampForm.js'

// the payment methods the catalogue names; another is shown by its id
const METHODS: Readonly<Record<string, PlainMessageKey>> = {
  card: 'onramp.card',
  ach_bank_account: 'onramp.bankAccount',
}

/** What to buy on the active network, the fiat currency and the payment method. */
export function OnrampCurrencyFields({ form }: { form: OnrampForm }) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const network = useStore(kit.$activeNetwork)
  const { onramp, purchase, payment } = form
  const options = onramp.options
  if (!options) return null
  const onrampNetwork = purchase?.networks.find((n) => n.chain_id === String(network.id))
  const method = (id: string) => {
    const key = METHODS[id]
    return key ? t(key) : id
  }
  return (
    <>
      {options.purchaseCurrencies.length > 0 ? (
        <SelectField
          label={t('onramp.purchaseCurrency')}
          value={onramp.purchaseCurrency ?? ''}
          options={[
            ...(purchase ? [] : [{ value: '', label: t('onramp.choose') }]),
            ...options.purchaseCurrencies.map((c) => ({ value: c.id, label: c.symbol })),
          ]}
          onChange={(value) => setOnrampParameters(kit, { purchaseCurrency: value })}
        />
      ) : (
        <p className="wp-text">{t('onramp.buying', { symbol: network.nativeCurrency.symbol })}</p>
      )}
      <p className="wp-text">
        {onrampNetwork || !purchase
          ? t('onramp.network', { network: onrampNetwork?.display_name ?? network.name })
          : t('onramp.notOnNetwork', { symbol: purchase.symbol, network: network.name })}
      </p>
      <div className="wp-field">
        <SelectField
          label={t('onramp.paymentCurrency')}
          value={onramp.paymentCurrency ?? ''}
          options={options.paymentCurrencies.map((c) => ({ value: c.id, label: c.id }))}
          onChange={(value) => setOnrampParameters(kit, { paymentCurrency: value })}
        />
        <SelectField
          label={t('onramp.paymentMethod')}
          value={onramp.paymentMethod}
          options={(payment?.payment_method_limits ?? []).map((l) => ({
            value: l.id,
            label: method(l.id),
          }))}
          onChange={(value) => setOnrampParameters(kit, { paymentMethod: value })}
        />
      </div>
    </>
  )
}
