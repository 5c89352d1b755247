import type { Address, Hash } from 'viem'

/** An order opened by the on-ramp URL generator, shown on the local provider's page. */
export type OnrampOrder = {
  id: string
  address: Address
  /** CAIP-2 id of the chain it is delivered on */
  caipNetworkId: string
  symbol: string
  /** what is bought, as a decimal string of the asset */
  amount: string
  partnerUserId: string
  /** unix ms */
  createdAt: number
  /** the delivery transaction, once paid */
  delivery?: Hash
}

export type OnrampDesk = {
  open(order: Omit<OnrampOrder, 'id'>): OnrampOrder
  get(id: string): OnrampOrder | undefined
  markDelivered(id: string, hash: Hash): void
  /** the delivery transactions of a chain: the history's `onramp` view */
  deliveries(caipNetworkId: string): ReadonlySet<string>
}

/** Docs: /examples/dataService. The local on-ramp's orders, in memory. */
export function createOnrampDesk(): OnrampDesk {
  const orders = new Map<string, OnrampOrder>()
  return {
    open(order) {
      const opened = { ...order, id: crypto.randomUUID() }
      orders.set(opened.id, opened)
      return opened
    },
    get: (id) => orders.get(id),
    markDelivered(id, hash) {
      const order = orders.get(id)
      if (order) orders.set(id, { ...order, delivery: hash })
    },
    deliveries(caipNetworkId) {
      const hashes = new Set<string>()
      for (const order of orders.values())
        if (order.caipNetworkId === caipNetworkId && order.delivery) hashes.add(order.delivery)
      return hashes
    },
  }
}
