import { UnknownNamespaceError } from '../errors/caip.js'
import { ConflictingSiwxOptionsError, InvalidOptionsError } from '../errors/config.js'
import { describeNetworkIssues } from '../networks/describeNetworkIssues.js'
import {
  DEFAULT_CONNECT_METHOD_ORDER,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURE_ORDER,
} from '../pageConstants.js'
import { isChainNamespace } from '../utils/parseCaipAddress.js'
import { parseCaipNetworkId } from '../utils/parseCaipNetworkId.js'
import { customWalletSchema, describeCustomWalletIssues } from './customWalletSchema.js'
import type { KitFeatures, KitOptions, ResolvedKitOptions } from './kitOptions.js'
import { array, custom, object, optional, refined, type Shape, string } from './optionShape.js'
import { resolveEndpoints } from './resolveEndpoints.js'

const LOG_LEVELS: readonly unknown[] = ['debug', 'info', 'warn', 'error', 'silent']
const STORAGE_KEY = /^[\w.-]{1,64}$/

// features off unless asked for (most need the hosted service), and those on by default
const OPT_IN = 'email swaps onramp history names analytics'
const OPT_OUT = 'send receive allWallets'

/** the same value under each space-separated key */
function entries<TValue>(keys: string, value: TValue): Record<string, TValue> {
  return Object.fromEntries(keys.split(' ').map((key) => [key, value]))
}

function check(test: (value: unknown) => boolean, expected: string) {
  return custom(test, `Expected ${expected}`)
}

/** an optional list whose items are all in `all`, or (with `orFalse`) false */
function listOf(all: readonly unknown[], orFalse = false) {
  return optional(
    check(
      (x) =>
        (orFalse && x === false) || (Array.isArray(x) && x.every((item) => all.includes(item))),
      `${orFalse ? 'false or ' : ''}a list of ${all.join(', ')}`,
    ),
  )
}

function isUrl(value: unknown): boolean {
  try {
    return typeof value === 'string' && Boolean(new URL(value))
  } catch {
    return false
  }
}

// built per call, so that importing the kit runs no code
function kitOptionsShape(): Shape {
  const fn = check((f) => typeof f === 'function', 'a function')
  const str = string
  const flag = optional(check((x) => typeof x === 'boolean', 'boolean'))
  const anObject = optional(object({}))
  const network = object({
    id: check((id) => typeof id === 'number' || typeof id === 'string', 'a number or string'),
    name: str,
    nativeCurrency: object({
      name: str,
      symbol: str,
      decimals: check((d) => Number.isInteger(d) && Number(d) >= 0, 'a whole number'),
    }),
    rpcUrls: object({ default: object({ http: array(str) }) }),
    testnet: flag,
    // checked against the CAIP rules afterwards, to throw the CAIP errors
    chainNamespace: str,
    caipNetworkId: str,
  })
  return object({
    networks: array(network),
    // the members the kit relies on at creation; the rest are typed
    adapters: optional(
      array(
        object({
          namespace: check(isChainNamespace, 'eip155, solana or bip122'),
          setup: fn,
          $connectors: object(entries('get listen', fn)),
        }),
      ),
    ),
    projectId: optional(str),
    endpoints: optional(
      object(
        entries(
          'dataService explorer analytics relay embeddedWallet',
          optional(check((x) => x === false || isUrl(x), 'an absolute URL or false')),
        ),
      ),
    ),
    metadata: optional(object({ name: str })),
    features: optional(
      object({
        ...entries(`${OPT_IN} ${OPT_OUT}`, flag),
        socials: listOf(DEFAULT_SOCIALS, true),
      }),
    ),
    connectMethodsOrder: listOf(DEFAULT_CONNECT_METHOD_ORDER),
    walletFeaturesOrder: listOf(DEFAULT_WALLET_FEATURE_ORDER),
    ...entries('featuredWalletIds includeWalletIds excludeWalletIds', optional(array(str))),
    customWallets: optional(array(customWalletSchema())),
    ...entries('siwx siweConfig theme defaultAccountTypes', anObject),
    plugins: optional(array(object({ setup: fn }))),
    locale: optional(str),
    storage: optional(object(entries('getItem setItem removeItem', fn))),
    storageKey: optional(
      refined(str, (key) =>
        STORAGE_KEY.test(key as string)
          ? undefined
          : `Invalid format: Expected ${STORAGE_KEY} but received "${key as string}"`,
      ),
    ),
    ...entries('enableNetworkSwitch allowUnsupportedChain embedded disableAppend isMobile', flag),
    defaultNetwork: optional(network),
    logLevel: optional(check((level) => LOG_LEVELS.includes(level), LOG_LEVELS.join(', '))),
    dataSource: optional(object(entries('getTokenBalances getIdentity', fn))),
    walletConnect: optional(object({ setup: fn })),
  })
}

/**
 * Validates createKit options and fills in the defaults. Throws ConflictingSiwxOptionsError,
 * the CAIP errors for malformed network ids, or InvalidOptionsError listing every other issue.
 */
export function parseKitOptions(options: KitOptions): ResolvedKitOptions {
  if (options?.siwx && options.siweConfig) throw new ConflictingSiwxOptionsError()
  const issues: string[] = []
  kitOptionsShape()(options, [], issues)
  // a viem chain or a wrong id gets its fix first, ahead of the schema's terse issues
  const networkAt = (network: unknown, index: number) =>
    describeNetworkIssues(network, `networks.${index}`)
  if (issues.length) {
    const hints = Array.isArray(options?.networks) ? options.networks.flatMap(networkAt) : []
    throw new InvalidOptionsError({ issues: [...hints, ...issues] })
  }

  const { networks, defaultNetwork, adapters = [] } = options
  issues.push(...networks.flatMap(networkAt), ...describeCustomWalletIssues(options.customWallets))
  if (!networks.length) issues.push('networks: At least one network is required')
  if (options.projectId === '') issues.push('projectId: The project id must not be empty')
  const ids: string[] = []
  for (const [index, network] of [...networks, defaultNetwork].entries()) {
    if (!network) continue
    const networkId = parseCaipNetworkId(network.caipNetworkId)
    const { chainNamespace } = network
    if (!isChainNamespace(chainNamespace))
      throw new UnknownNamespaceError({ namespace: chainNamespace })
    const isDefault = index === networks.length
    const at = isDefault ? 'defaultNetwork' : `networks.${index}`
    if (!networkId.startsWith(`${chainNamespace}:`))
      issues.push(`${at}: ${networkId} is not in ${chainNamespace}`)
    if (isDefault !== ids.includes(networkId))
      issues.push(`${at}: ${networkId} is ${isDefault ? 'not in networks' : 'listed twice'}`)
    if (!isDefault) ids.push(networkId)
  }
  for (const [index, { namespace }] of adapters.entries()) {
    if (adapters.findIndex((a) => a.namespace === namespace) !== index)
      issues.push(`adapters.${index}: a second adapter for ${namespace}`)
    if (!networks.some((n) => n.chainNamespace === namespace))
      issues.push(`adapters.${index}: no network of ${namespace} in networks`)
  }
  if (issues.length) throw new InvalidOptionsError({ issues })

  return {
    ...options,
    adapters,
    features: {
      ...(entries(OPT_IN, false) as Omit<
        KitFeatures,
        'socials' | 'send' | 'receive' | 'allWallets'
      >),
      ...(entries(OPT_OUT, true) as Pick<KitFeatures, 'send' | 'receive' | 'allWallets'>),
      socials: false,
      ...options.features,
    },
    connectMethodsOrder: options.connectMethodsOrder ?? DEFAULT_CONNECT_METHOD_ORDER,
    walletFeaturesOrder: options.walletFeaturesOrder ?? DEFAULT_WALLET_FEATURE_ORDER,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    defaultAccountTypes: {
      bip122: 'payment',
      eip155: 'smartAccount',
      solana: 'eoa',
      ...options.defaultAccountTypes,
    },
    embedded: options.embedded ?? false,
    ...resolveEndpoints(options),
  }
}
