import type { Kit } from '@walletport/core'
import { createAccountSection } from './accountSection.js'
import { createBalanceSync } from './createBalanceSync.js'
import { createRunner } from './createRunner.js'
import { h } from './h.js'
import { createNetworkSection } from './networkSection.js'
import { readSnapshot } from './readSnapshot.js'
import { createSendSection } from './sendSection.js'
import { createSignSection } from './signSection.js'
import { createStatusLines } from './statusLines.js'
import { createWalletsSection } from './walletsSection.js'

export type MountHeadlessParameters = {
  kit: Kit
  root: HTMLElement
  /** prefilled in the send form */
  defaultRecipient?: string | undefined
}

/**
 * Docs: /examples/headless. A wallet UI written on core alone: it reads the kit's stores
 * (`$connectors`, `$account`, `$activeNetwork`, `$chains`, `$connections`) and calls its
 * actions (connect, switchNetwork, fetchBalance, signMessage, sendTransaction, disconnect).
 * Each section of the page is built once in its own file and updated in place from one
 * snapshot of the stores, so keyboard focus survives. Returns the unsubscribe.
 */
export function mountHeadless({
  kit,
  root,
  defaultRecipient,
}: MountHeadlessParameters): () => void {
  const runner = createRunner(() => update())
  const context = { kit, runner }
  const statusLines = createStatusLines(runner)
  // the person chose a wallet; their next stop is the account it opened
  const wallets = createWalletsSection(context, () => account.focusTitle())
  const account = createAccountSection(context, () => {
    sign.clear()
    send.clear()
    wallets.focusTitle()
  })
  const network = createNetworkSection(context)
  const sign = createSignSection(context)
  const send = createSendSection(context, defaultRecipient)
  const sections = [wallets, account, network, sign, send]
  const syncBalance = createBalanceSync(kit, runner)

  root.replaceChildren(
    h('h1', {}, 'Walletport headless example'),
    h(
      'p',
      { class: 'lead' },
      'A custom wallet UI on @walletport/core alone: it reads the kit’s stores and calls its actions. No React, no modal.',
    ),
    ...statusLines.nodes,
    ...sections.map((section) => section.element),
  )

  function update() {
    const snapshot = readSnapshot(kit)
    root.dataset.state = snapshot.status
    statusLines.update(snapshot)
    for (const section of sections) section.update(snapshot)
    return snapshot
  }

  // several stores change in one action: draw once, after them all
  let scheduled = false
  function schedule() {
    if (scheduled) return
    scheduled = true
    queueMicrotask(() => {
      scheduled = false
      syncBalance(update())
    })
  }
  const stores = [kit.$account, kit.$activeNetwork, kit.$chains, kit.$connections, kit.$connectors]
  const unsubscribes = stores.map((store) => store.listen(schedule))
  syncBalance(update())
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe()
  }
}
