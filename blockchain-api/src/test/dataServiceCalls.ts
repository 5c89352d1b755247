import type { DataService } from '../dataService/createDataService.js'
import * as api from './documentedApi.js'
import { mainnet } from './networks.js'

const { ADDRESS, USDC } = api

/** one call of every function, with the documented body of its endpoint */
export const CALLS: [
  keyof Omit<DataService, 'available'>,
  (data: DataService) => Promise<unknown>,
  unknown,
][] = [
  ['getSupportedChains', (d) => d.getSupportedChains(), api.SUPPORTED_CHAINS],
  ['getIdentity', (d) => d.getIdentity({ address: ADDRESS, network: mainnet }), api.IDENTITY],
  [
    'getTransactions',
    (d) => d.getTransactions({ address: ADDRESS, network: mainnet }),
    api.HISTORY_PAGE_1,
  ],
  [
    'getSwapQuotes',
    (d) =>
      d.getSwapQuotes({
        network: mainnet,
        amount: '1',
        userAddress: ADDRESS,
        from: USDC,
        to: USDC,
        gasPrice: '1',
      }),
    api.SWAP_QUOTES,
  ],
  ['getSwapTokens', (d) => d.getSwapTokens({ network: mainnet }), api.SWAP_TOKENS],
  [
    'getTokenPrices',
    (d) => d.getTokenPrices({ network: mainnet, addresses: [USDC] }),
    api.TOKEN_PRICES,
  ],
  [
    'getSwapAllowance',
    (d) => d.getSwapAllowance({ network: mainnet, tokenAddress: USDC, userAddress: ADDRESS }),
    { allowance: '1' },
  ],
  ['getGasPrice', (d) => d.getGasPrice({ network: mainnet }), api.GAS_PRICE],
  [
    'buildSwapTransaction',
    (d) =>
      d.buildSwapTransaction({
        network: mainnet,
        amount: '1',
        from: USDC,
        to: USDC,
        userAddress: ADDRESS,
      }),
    api.SWAP_TRANSACTION,
  ],
  [
    'buildApproveTransaction',
    (d) =>
      d.buildApproveTransaction({ network: mainnet, userAddress: ADDRESS, from: USDC, to: USDC }),
    api.APPROVE_TRANSACTION,
  ],
  [
    'getTokenBalances',
    (d) => d.getTokenBalances({ address: ADDRESS, network: mainnet }),
    api.BALANCES,
  ],
  [
    'getNativeBalance',
    (d) => d.getNativeBalance({ address: ADDRESS, network: mainnet }),
    api.BALANCES,
  ],
  ['resolveName', (d) => d.resolveName({ name: 'alice.reown.id', network: mainnet }), api.PROFILE],
  [
    'getNamesForAddress',
    (d) => d.getNamesForAddress({ address: ADDRESS, network: mainnet }),
    [api.PROFILE],
  ],
  [
    'getNameSuggestions',
    (d) => d.getNameSuggestions({ name: 'alice', network: mainnet }),
    api.NAME_SUGGESTIONS,
  ],
  [
    'registerName',
    (d) =>
      d.registerName({
        network: mainnet,
        coinType: 60,
        address: ADDRESS,
        message: 'm',
        signature: '0x',
      }),
    { success: true },
  ],
  [
    'getOnrampUrl',
    (d) =>
      d.getOnrampUrl({
        network: mainnet,
        destinationWallets: [{ address: ADDRESS }],
        partnerUserId: 'u',
      }),
    { url: 'https://pay.test/x' },
  ],
  ['getOnrampOptions', (d) => d.getOnrampOptions(), api.ONRAMP_OPTIONS],
  [
    'getOnrampQuote',
    (d) =>
      d.getOnrampQuote({
        network: mainnet,
        purchaseCurrency: 'ETH',
        paymentCurrency: 'USD',
        amount: '10',
        purchaseNetwork: 'ethereum',
      }),
    api.ONRAMP_QUOTE,
  ],
  ['getSessions', (d) => d.getSessions({ address: ADDRESS, network: mainnet }), api.SESSIONS],
  ['revokeSession', (d) => d.revokeSession({ address: ADDRESS, pci: 'p', signature: '0x' }), ''],
]
