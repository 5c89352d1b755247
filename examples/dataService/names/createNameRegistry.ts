import { DataServiceError } from '../DataServiceError.js'

/** A registered name, in the shape of blockchain-api's ProfileNameSchema. */
export type RegisteredName = {
  name: string
  /** unix seconds */
  registered: number
  updated: number
  /** by ENSIP-11 coin type */
  addresses: Record<string, { address: string }>
  attributes: Record<string, string>[]
}

export type RegisterParameters = {
  name: string
  coinType: number
  address: string
  attributes: Record<string, string>
  /** ms */
  now: number
}

export type NameRegistry = {
  get(name: string): RegisteredName | undefined
  /** the names pointing at `address`, the first registered first */
  forAddress(address: string): RegisteredName[]
  /** registers a free name, or updates one the same address holds; 409 for another's */
  register(p: RegisterParameters): RegisteredName
}

/** Docs: /examples/dataService. The names registered with this service, in memory. */
export function createNameRegistry(): NameRegistry {
  const names = new Map<string, RegisteredName>()
  const holds = (entry: RegisteredName, address: string) =>
    Object.values(entry.addresses).some((a) => a.address.toLowerCase() === address.toLowerCase())

  return {
    get: (name) => names.get(name.toLowerCase()),
    forAddress: (address) => [...names.values()].filter((entry) => holds(entry, address)),
    register({ name, coinType, address, attributes, now }) {
      const at = Math.floor(now / 1000)
      const existing = names.get(name)
      if (existing && !holds(existing, address))
        throw new DataServiceError(409, `${name} is already registered`)
      const entry: RegisteredName = {
        name,
        registered: existing?.registered ?? at,
        updated: at,
        addresses: { ...existing?.addresses, [String(coinType)]: { address } },
        attributes: Object.keys(attributes).length ? [attributes] : (existing?.attributes ?? []),
      }
      names.set(name, entry)
      return entry
    },
  }
}
