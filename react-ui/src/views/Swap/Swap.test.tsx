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
    const label = e.getAttribute('aria-label') ?? accessibleText(e as HTMLElement)
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
  activate(side === 'sell' ? /^Token to sell: / : /^Token to buy: /)
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

/** the review of the 2 USDC swap: focused, every term said, nothing sent yet */
async function expectReview(dialog: HTMLElement, adapter: ReturnType<typeof swapKit>['adapter']) {
  const title = await within(dialog).findByRole('heading', { name: 'Review your swap' })
  expect(document.activeElement).toBe(title)
  expect(adapter.calls.filter((c) => c.method === 'sendTransaction')).toEqual([])
  await waitFor(() => expect(dialog.textContent).toContain('Network fee$16.20'))
  for (const line of [
    'You sell2 USDC≈ $2.00',
    'You buy0.00033 ETH≈ $0.99',
    'Rate1 USDC = 0.00033 ETH',
    'Network fee$16.20',
    'Slippage tolerance2%',
    'Minimum received0.0003234 ETH',
  ])
    expect(dialog.textContent).toContain(line)
  expect(within(dialog).getByRole('list', { name: 'Steps' }).textContent).toBe('Approve USDCSwap')
  await expectAccessible(dialog)
}

test('default: USDC to ETH from the keyboard: tokens, amount, quote, slippage, approve then swap', async () => {
  const { kit, adapter } = swapKit()
  await act(() => connect(kit, { connectorId: 'mock' }))
  renderWithKit(kit, null)
  await act(() => open(kit))
  await screen.findByRole('dialog', { name: 'Account' })
  activate('Swap')
  let dialog = await screen.findByRole('dialog', { name: 'Swap' })
  // the native currency to sell and the first popular token to buy, preselected
  await within(dialog).findByRole('button', { name: 'Token to sell: ETH. Change' })
  expect(within(dialog).getByRole('button', { name: 'Token to buy: USDC. Change' })).toBeTruthy()
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
  await waitFor(() => expect(submit.textContent).toBe('Review swap'), { timeout: 3000 })
  expect(within(dialog).getByRole('status', { name: 'Amount to receive' }).textContent).toBe(
    '0.00033',
  )
  expect(dialog.textContent).toContain('Minimum received0.0003267 ETH')
  // fiat values in the locale, the rate, the impact and the fee (approval and swap) in USD
  await waitFor(() => expect(dialog.textContent).toContain('Network fee$16.20'))
  expect(amount.getAttribute('aria-describedby')).toBeTruthy()
  expect(dialog.textContent).toContain('≈ $2.00')
  expect(dialog.textContent).toContain('≈ $0.99')
  expect(dialog.textContent).toContain('Rate1 USDC = 0.00033 ETH')
  expect(dialog.textContent).toContain('Price impact0.98%')
  expect(dialog.textContent).not.toContain('gwei')
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

  // nothing is sent before the review
  tabTo((e) => e === submit)
  press('Enter')
  await expectReview(dialog, adapter)
  activate('Approve and swap')
  await waitFor(() =>
    expect(document.querySelector('.wp-toast')?.textContent).toBe('Transaction started'),
  )
  await screen.findByRole('dialog', { name: 'Account' })
  const sent = adapter.calls.filter((c) => c.method === 'sendTransaction')
  expect(sent.map((c) => (c.parameters as { to: string }).to)).toEqual([
    APPROVE_TRANSACTION.tx.to,
    SWAP_TRANSACTION.tx.to,
  ])
  // the fee was read from unestimated builds (the approval was not mined); the swap sent its own
  const builds = server.requestsTo('/v1/convert/build-transaction')
  expect(builds[0]?.json).toMatchObject({ disableEstimate: true })
  expect(builds.at(-1)?.json).toMatchObject({
    amount: '2000000',
    eip155: { slippage: 2 },
    disableEstimate: false,
  })
})

test('behavior: a declined swap shows core toast and keeps the form', async () => {
  const { kit } = swapKit({ mock: { capabilities, failures: { send: 'reject' } } })
  await act(() => connect(kit, { connectorId: 'mock' }))
  renderWithKit(kit, null)
  await act(() => open(kit))
  await screen.findByRole('dialog', { name: 'Account' })
  activate('Swap')
  let dialog = await screen.findByRole('dialog', { name: 'Swap' })
  await within(dialog).findByRole('button', { name: 'Token to sell: ETH. Change' })
  dialog = await pickToken('sell', 'USDC USD Coin')
  dialog = await pickToken('buy', 'ETH Ether')
  // within the allowance: no approval step
  typeInto('Amount to sell', '0.5')
  const submit = await within(dialog).findByRole(
    'button',
    { name: 'Review swap' },
    { timeout: 3000 },
  )
  expect(within(dialog).queryByRole('list', { name: 'Steps' })).toBeNull()
  tabTo((e) => e === submit)
  press('Enter')
  await within(dialog).findByRole('heading', { name: 'Review your swap' })
  activate('Confirm swap')
  await waitFor(() =>
    expect(document.querySelector('.wp-toast')?.textContent).toBe('Something went wrong'),
  )
  expect(kit.$view.get()).toBe('Swap')
  // the review stays; Edit goes back to the form as it was, focus on its button
  activate('Edit')
  const again = await within(dialog).findByRole('button', { name: 'Review swap' })
  expect(document.activeElement).toBe(again)
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
  // the side openSwap left open gets the native currency
  expect(within(dialog).getByRole('button', { name: 'Token to buy: ETH. Change' })).toBeTruthy()
})

test('behavior: a token with no symbol, a 200-character name, 30 decimals and a broken logo', async () => {
  const odd = {
    name: 'N'.repeat(200),
    symbol: '',
    address: 'eip155:1:0x9999999999999999999999999999999999999999',
    decimals: 30,
    logoUri: 'https://img.test/missing.png',
  }
  server.route('GET /v1/convert/tokens', () => ({
    status: 200,
    json: { tokens: [ETH, odd, ...SWAP_TOKENS.tokens] },
  }))
  const { kit } = createFeatureTestKit(server, {
    features: { swaps: true },
    mock: { capabilities },
  })
  await act(() => connect(kit, { connectorId: 'mock' }))
  renderWithKit(kit, null)
  await act(() => open(kit, { view: 'Swap' }))
  let dialog = await screen.findByRole('dialog', { name: 'Swap' })
  await within(dialog).findByRole('button', { name: 'Token to sell: ETH. Change' })
  activate(/^Token to sell: /)
  const picker = await screen.findByRole('dialog', { name: 'Token to Sell' })
  const list = await within(picker).findByRole('list', { name: 'Tokens' })
  // the name stands in for the missing symbol, in the list and on the button
  tabTo((e) => accessibleText(e).startsWith('N'.repeat(200)) && list.contains(e))
  press('Enter')
  dialog = await screen.findByRole('dialog', { name: 'Swap' })
  const button = await within(dialog).findByRole('button', {
    name: `Token to sell: ${'N'.repeat(200)}. Change`,
  })
  // the logo falls back to the monogram: the image never loaded
  expect(button.querySelector('.wp-logo-monogram')?.textContent).toBe('N')
  expect(button.querySelector('.wp-token-symbol')?.textContent).toBe('N'.repeat(200))
  // 30 decimals are a valid amount of this token
  const amount = typeInto('Amount to sell', `0.${'1'.repeat(30)}`)
  expect(amount.getAttribute('aria-invalid')).toBeNull()
  expect(amount.value).toBe(`0.${'1'.repeat(30)}`)
  await expectAccessible(dialog)
})
