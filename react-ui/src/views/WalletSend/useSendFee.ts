import { estimateSendFee, type SendState } from '@walletport/core'
import { useEffect } from 'react'
import { useKitContext } from '../../provider/KitContext.js'

/**
 * Estimates the network fee again whenever what is sent changes; core writes it to the send
 * state (gasPriceInUSD), which the insufficient-gas rule reads.
 */
export function useSendFee(send: SendState): void {
  const { kit } = useKitContext()
  const { token, sendTokenAmount, receiverAddress } = send
  // biome-ignore lint/correctness/useExhaustiveDependencies: these three are what the fee depends on
  useEffect(() => {
    if (!kit.$account.get().address) return
    estimateSendFee(kit).catch((error: unknown) => {
      // the fee stays unknown, which never blocks the send
      kit.log.warn('the network fee could not be estimated', error)
    })
  }, [kit, token, sendTokenAmount, receiverAddress])
}
