/** the native currencies the EVM catalogue shares */
export const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const
export const sepoliaEther = { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 } as const
