import { close, goBack, whenSignInSettled } from '@walletport/core'
import { NetworkList } from '../../components/NetworkList.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'

/**
 * The network list: a switch goes back to where it was opened from, or closes; not when core
 * has shown another view meanwhile (SIWXSignMessage for the new network) or the modal closed.
 */
export function Networks(_: ViewProps) {
  const { kit } = useKitContext()
  async function onSwitched() {
    await whenSignInSettled(kit)
    if (kit.$view.get() !== 'Networks' || (!kit.$open.get() && !kit.options.embedded)) return
    if (kit.$history.get().length > 1) goBack(kit)
    else close(kit)
  }
  return <NetworkList onSwitched={() => void onSwitched()} />
}
