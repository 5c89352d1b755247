import { useStore } from '@nanostores/react'
import { isSwapNetwork } from '@walletport/core'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'
import { SwapForm } from './SwapForm.js'

/**
 * Swap: the tokens to sell and to buy (the native currency and a popular token preselected),
 * the amount with both sides' USD values, the quote's rate, price impact, network fee and
 * minimum received, then a review before the wallet is asked, with the approval step first
 * when the allowance falls short. Only on the data source's swap networks.
 */
export function Swap(_: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const network = useStore(kit.$activeNetwork)
  const supported =
    network.chainNamespace === 'eip155' &&
    isSwapNetwork(network, kit.options.dataSource?.swapNetworks)
  if (!supported) return <p className="wp-empty">{t('swap.unsupported')}</p>
  return <SwapForm />
}
