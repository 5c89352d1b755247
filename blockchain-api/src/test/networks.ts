/** Networks as core passes them, reduced to what the data service reads. */
export const mainnet = { caipNetworkId: 'eip155:1', chainNamespace: 'eip155' } as const
export const arbitrum = { caipNetworkId: 'eip155:42161', chainNamespace: 'eip155' } as const
/** listed by the service, a testnet, not a swap network */
export const sepolia = {
  caipNetworkId: 'eip155:11155111',
  chainNamespace: 'eip155',
  testnet: true,
} as const
/** a swap network the service does not list */
export const polygon = { caipNetworkId: 'eip155:137', chainNamespace: 'eip155' } as const
export const solana = {
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
} as const
/** listed by the service, in a namespace no hosted feature but prices covers */
export const bitcoin = {
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
} as const
