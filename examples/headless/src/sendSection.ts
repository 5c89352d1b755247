// "Send": a form calling `sendTransaction(kit, { to, value })` for the native currency of
// `$activeNetwork`, then, once `waitForReceipt` sees it mined, `fetchBalance(kit, { force: true })`
// so the account shows what left. A wallet returns the hash before the block holds it: read
// at once, the balance can still be the old one.
// The amount is judged by core's send rule (`isSendAmount`); hidden unless connected on a
// supported network.
import { fetchBalance, isSendAmount, sendTransaction, waitForReceipt } from '@walletport/core'
import { parseUnits } from 'viem'
import { h } from './h.js'
import type { Snapshot } from './readSnapshot.js'
import type { Section, SectionContext } from './section.js'
import { setDisabled } from './setDisabled.js'

// core exports no EVM address rule of its own (its send form checks addresses inside), so
// this page checks the shape and leaves the checksum to the wallet
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

export type SendSection = Section & { clear(): void }

export function createSendSection(
  { kit, runner }: SectionContext,
  /** prefilled in the To field */
  defaultRecipient: string | undefined,
): SendSection {
  const recipient = h('input', {
    id: 'recipient',
    name: 'recipient',
    autocomplete: 'off',
    spellcheck: false,
    placeholder: '0x…',
  })
  recipient.value = defaultRecipient ?? ''
  const amount = h('input', {
    id: 'amount',
    name: 'amount',
    inputmode: 'decimal',
    autocomplete: 'off',
  })
  amount.value = '0.01'
  const amountLabel = h('label', { for: 'amount' }, 'Amount')
  const sendButton = h('button', { type: 'submit' }, 'Send')
  const txHash = h('output', { id: 'tx-hash', 'data-testid': 'tx-hash' })

  async function send() {
    txHash.textContent = ''
    const { nativeCurrency } = kit.$activeNetwork.get()
    const text = amount.value.trim()
    // a positive amount with no more decimals than the currency has (core's rule for sends)
    if (!isSendAmount(text, nativeCurrency.decimals))
      throw new Error(`Enter an amount of ${nativeCurrency.symbol}, such as 0.01`)
    const to = recipient.value.trim()
    if (!EVM_ADDRESS.test(to)) throw new Error('Enter the recipient’s 0x address')
    // viem's, as core exports no units parser; isSendAmount left it nothing to round
    const value = parseUnits(text, nativeCurrency.decimals)
    const hash = await sendTransaction(kit, { to, value })
    txHash.textContent = hash ?? 'This network cannot send transactions'
    if (!hash) return
    await waitForReceipt(kit, { hash })
    await fetchBalance(kit, { force: true })
  }

  const element = h(
    'section',
    { id: 'send', 'aria-labelledby': 'send-title' },
    h('h2', { id: 'send-title' }, 'Send'),
    h(
      'form',
      {
        onsubmit: (event) => {
          event.preventDefault()
          void runner.run('send', send)
        },
      },
      h('label', { for: 'recipient' }, 'To'),
      recipient,
      amountLabel,
      amount,
      sendButton,
      h('p', {}, h('span', { class: 'label' }, 'Transaction: '), txHash),
    ),
  )

  function update({ connected, unsupportedNetworkId, network }: Snapshot) {
    element.hidden = !connected || Boolean(unsupportedNetworkId)
    amountLabel.textContent = `Amount (${network.nativeCurrency.symbol})`
    setDisabled(sendButton, runner.isBusy('send'))
  }

  return {
    element,
    update,
    clear: () => {
      txHash.textContent = ''
    },
  }
}
