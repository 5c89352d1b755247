import { close, goBack } from '@walletport/core'
import { NetworkList } from '../../components/NetworkList.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'

/** The network list: a switch goes back to where it was opened from, or closes. */
export function Networks(_: ViewProps) {
  const { kit } = useKitContext()
  return (
    <NetworkList onSwitched={() => (kit.$history.get().length > 1 ? goBack(kit) : close(kit))} />
  )
}
