/** The chain namespaces Walletport has adapters for. */
export type ChainNamespace = 'eip155' | 'solana' | 'bip122'

/** CAIP-2 network id, `namespace:reference`. */
export type CaipNetworkId = `${string}:${string}`

/** CAIP-10 account id, `namespace:reference:address`. */
export type CaipAddress = `${string}:${string}:${string}`
