// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import {
  APPROVE_TRANSACTION,
  SWAP_TOKENS,
  SWAP_TRANSACTION,
  type TestServer,
} from '@walletport/blockchain-api/test'
import { arbitrum, connect, mainnet, monadTestnet, open, switchNetwork } from '@walletport/core'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { useWalletport } from '../../hooks/useWalletport.js'
import { WalletportProvider } from '../../provider/WalletportProvider.js'
import { createFeatureTestKit, startDataServer } from '../../test/createFeatureTestKit.js'
import type { CreateTestKitParameters } from '../../test/createTestKit.js'
import { expectAccessible } from '../../test/expectAccessible.js'
import { accessibleText, press, tabTo } from '../../test/keyboard.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'

let server: TestServer
beforeAll(async () => {
  server = await startDataServer()
  await preloadModal()
})
afterAll(() => server.close())
afterEach(() => {
  cleanup()
  server.reset()
})

const ETH = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
  logoUri: 'https://img.test/eth.png',
}
const capabilities = ['sendTransaction', 'waitForReceipt'] as const

/** a kit whose swap service trades USDC and ETH on mainnet; the allowance covers 1 USDC */
function swapKit(options: CreateTestKitParameters = {}) {
  server.route('GET /v1/convert/tokens', () => ({
    status: 200,
    json: { tokens: [...SWAP_TOKENS.tokens, ETH] },
  }))
  return createFeatureTestKit(server, {
    features: { swaps: true },
    ...options,
    mock: { capabilities, ...options.mock },
  })
}

/** tabs to the control with this accessible label and presses Enter */
function activate(name: string | RegExp) {
  tabTo((e) => {
    const label = e.getAttribute('aria-label') ?? e.textContent ?? ''
    return typeof name === 'string' ? label === name : name.test(label)
  })
  press('Enter')
}

function typeInto(label: string, value: string): HTMLInputElement {
  const input = tabTo(
    (e) =>
      e instanceof HTMLInputElement &&
      (e.getAttribute('aria-label') ?? e.labels?.[0]?.textContent) === label,
  ) as HTMLInputElement
  fireEvent.change(input, { target: { value } })
  return input
}

async function pickToken(side: 'sell' | 'buy', option: string) {
  activate(side === 'sell' ? 'Select the token to sell' : 'Select the token to buy')
  const picker = await screen.findByRole('dialog', {
    name: side === 'sell' ? 'Token to Sell' : 'Token to Buy',
  })
  const list = await within(picker).findByRole('list', { name: 'Tokens' })
  expect(
    within(list)
      .getAllByRole('button')
      .map((b) => accessibleText(b)),
  ).toEqual(['ETH Ether', 'USDC USD Coin'])
  await expectAccessible(picker)
  tabTo((e) => accessibleText(e) === option && list.contains(e))
  press('Enter')
  return screen.findByRole('dialog', { name: 'Swap' })
}

test('default: USDC to ETH from the keyboard: tokens, amount, quote, slippage, approve then swap', async () => {
  const { kit, adapter } = swapKit()
  await act(() => connect(kit, { connectorId: 'mock' }))
  renderWithKit(kit, null)
  await act(() => open(kit))
  await screen.findByRole('dialog', { name: 'Account' })
  activate('Swap')
  let dialog = await screen.findByRole('dialog', { name: 'Swap' })
  await within(dialog).findByRole('button', { name: 'Select the token to sell' })
  await expectAccessible(dialog)

  dialog = await pickToken('sell', 'USDC USD Coin')
  dialog = await pickToken('buy', 'ETH Ether')
  expect(within(dialog).getByRole('button', { name: 'Token to sell: USDC. Change' })).toBeTruthy()
  const submit = within(dialog).getByRole('button', { name: 'Enter an amount' })
  expect(submit.getAttribute('aria-disabled')).toBe('true')

  const amount = typeInto('Amount to sell', '2..')
  expect(amount.getAttribute('aria-invalid')).toBe('true')
  const error = document.getElementById(amount.getAttribute('aria-describedby') ?? '')
  expect(error?.textContent).toBe('Enter a valid amount')
  // 2 USDC is more than the 1 USDC allowance: approval first
  typeInto('Amount to sell', '2')
  await waitFor(() => expect(submit.textContent).toBe('Approve'), { timeout: 3000 })
  expect(within(dialog).getByRole('status', { name: 'Amount to receive' }).textContent).toBe(
    '0.00033',
  )
  expect(dialog.textContent).toContain('Minimum received0.0003267 ETH')
  expect(dialog.textContent).toContain('Gas price20 gwei')
  const steps = within(dialog).getByRole('list', { name: 'Steps' })
  expect(steps.textContent).toBe('Approve USDCSwap')
  await expectAccessible(dialog)

  // a wider slippage asks again, and lowers the minimum
  const slippage = typeInto('Slippage tolerance (%)', '60')
  expect(slippage.getAttribute('aria-invalid')).toBe('true')
  typeInto('Slippage tolerance (%)', '2')
  await waitFor(() => expect(dialog.textContent).toContain('Minimum received0.0003234 ETH'), {
    timeout: 3000,
  })
  expect(kit.$view.get()).toBe('Swap')

  tabTo((e) => e === submit)
  press('Enter')
  await waitFor(() =>
    expect(document.querySelector('.wp-toast')?.textContent).toBe('Transaction started'),
  )
  await screen.findByRole('dialog', { name: 'Account' })
  const sent = adapter.calls.filter((c) => c.method === 'sendTransaction')
  expect(sent.map((c) => (c.parameters as { to: string }).to)).toEqual([
    APPROVE_TRANSACTION.tx.to,
    SWAP_TRANSACTION.tx.to,
  ])
  const [build] = server.requestsTo('/v1/convert/build-transaction')
  expect(build?.json).toMatchObject({ amount: '2000000', eip155: { slippage: 2 } })
})

test('behavior: a declined swap shows core toast and keeps the form', async () => {
  const { kit } = swapKit({ mock: { capabilities, failures: { send: 'reject' } } })
  await act(() => connect(kit, { connectorId: 'mock' }))
  renderWithKit(kit, null)
  await act(() => open(kit))
  await screen.findByRole('dialog', { name: 'Account' })
  activate('Swap')
  let dialog = await screen.findByRole('dialog', { name: 'Swap' })
  await within(dialog).findByRole('button', { name: 'Select the token to sell' })
  dialog = await pickToken('sell', 'USDC USD Coin')
  dialog = await pickToken('buy', 'ETH Ether')
  // within the allowance: no approval step
  typeInto('Amount to sell', '0.5')
  const submit = await within(dialog).findByRole('button', { name: 'Swap' }, { timeout: 3000 })
  expect(within(dialog).queryByRole('list', { name: 'Steps' })).toBeNull()
  tabTo((e) => e === submit)
  press('Enter')
  await waitFor(() =>
    expect(document.querySelector('.wp-toast')?.textContent).toBe('Something went wrong'),
  )
  expect(kit.$view.get()).toBe('Swap')
  expect(
    (within(dialog).getByRole('textbox', { name: 'Amount to sell' }) as HTMLInputElement).value,
  ).toBe('0.5')
})

test('behavior: on a network without swaps the view says so', async () => {
  const { kit } = swapKit({ networks: [mainnet, arbitrum, monadTestnet] })
  await act(() => connect(kit, { connectorId: 'mock' }))
  await act(() => switchNetwork(kit, { networkId: monadTestnet.caipNetworkId }))
  renderWithKit(kit, null)
  await act(() => open(kit, { view: 'Swap' }))
  const dialog = await screen.findByRole('dialog', { name: 'Swap' })
  expect(dialog.textContent).toContain('Network not supported for Swaps')
  await expectAccessible(dialog)
})

function OpenSwapButton() {
  const { open } = useWalletport()
  return (
    <button
      type="button"
      onClick={() => void open({ view: 'Swap', swap: { from: 'USDC', amount: '10' } })}
    >
      Swap USDC
    </button>
  )
}

test('behavior: useWalletport opens Swap with its arguments filled in', async () => {
  const { kit } = swapKit()
  await act(() => connect(kit, { connectorId: 'mock' }))
  render(
    <WalletportProvider kit={kit}>
      <main>
        <OpenSwapButton />
      </main>
    </WalletportProvider>,
  )
  tabTo((e) => e.textContent === 'Swap USDC')
  press('Enter')
  const dialog = await screen.findByRole('dialog', { name: 'Swap' })
  await within(dialog).findByRole('button', { name: 'Token to sell: USDC. Change' })
  expect(
    (within(dialog).getByRole('textbox', { name: 'Amount to sell' }) as HTMLInputElement).value,
  ).toBe('10')
  expect(within(dialog).getByRole('button', { name: 'Select the token to buy' })).toBeTruthy()
})
