import type { Kit } from '../kit/types.js'
import { getQueryClient } from './getQueryClient.js'

/** Marks every balance read stale after a write that moves funds, so shown ones read again. */
export async function invalidateBalances(kit: Kit): Promise<void> {
  const client = getQueryClient(kit)
  await Promise.all([
    client.invalidateQueries({ queryKey: ['balance'] }),
    client.invalidateQueries({ queryKey: ['tokenBalances'] }),
  ])
}
