/**
 * A token's address as its chain writes it. The data service gives CAIP-10 ids
 * (`eip155:1:0xA0b8…`); adapters take the last part.
 */
export function toTokenAddress(address: string): string {
  return address.split(':').at(-1) ?? address
}
