import { useStore } from '@nanostores/react'
import { type CaipNetworkId, isUserRejection, showToast, switchNetwork } from '@walletport/core'
import { useState } from 'react'
import { useMessages } from '../modal/MessagesContext.js'
import { useKitContext } from '../provider/KitContext.js'
import { CheckIcon } from './icons.js'
import { NetworkLogo } from './NetworkLogo.js'
import { useListNavigation } from './useListNavigation.js'

export type NetworkListProps = {
  /** after a successful switch (or choosing the network already active) */
  onSwitched(): void
}

/**
 * The configured networks; the active one is marked (`aria-current`, `data-state="active"`)
 * unless the wallet is on an unsupported network. Choosing one switches through core.
 */
export function NetworkList({ onSwitched }: NetworkListProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const active = useStore(kit.$activeNetwork)
  const namespace = useStore(kit.$activeNamespace)
  const chains = useStore(kit.$chains)
  const unsupported = chains[namespace]?.unsupportedNetworkId !== undefined
  const [pending, setPending] = useState<CaipNetworkId>()
  const onKeyDown = useListNavigation()

  async function choose(networkId: CaipNetworkId, isActive: boolean) {
    if (pending) return
    if (isActive) return onSwitched()
    setPending(networkId)
    try {
      await switchNetwork(kit, { networkId })
      onSwitched()
    } catch (error) {
      const message = t(isUserRejection(error) ? 'toast.switchDeclined' : 'toast.switchFailed')
      showToast(kit, { variant: 'error', message })
    } finally {
      setPending(undefined)
    }
  }

  return (
    <ul className="wp-list" aria-label={t('networks.list')} onKeyDown={onKeyDown}>
      {kit.options.networks.map((network) => {
        const id = network.caipNetworkId
        const isActive = !unsupported && id === active.caipNetworkId
        return (
          <li key={id}>
            <button
              type="button"
              className="wp-wallet"
              data-wp-item=""
              data-state={isActive ? 'active' : 'inactive'}
              aria-current={isActive || undefined}
              aria-busy={pending === id || undefined}
              onClick={() => void choose(id, isActive)}
            >
              <NetworkLogo network={network} />
              <span className="wp-wallet-name">{network.name}</span>
              {pending === id && <span className="wp-spinner" aria-hidden="true" />}
              {isActive && <CheckIcon className="wp-check" />}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
