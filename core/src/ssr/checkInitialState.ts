import { readList, readStrings } from '../storage/readStored.js'
import { invalid, valid } from '../storage/standardCheck.js'
import type { StandardResult } from '../storage/standardSchema.js'
import { isChainNamespace } from '../utils/parseCaipAddress.js'
import { INITIAL_STATE_VERSION, type InitialState } from './initialState.js'

type Account = InitialState['accounts'][number]

/** a message when `text` is longer than `max` characters (or shorter than `min`) */
function checkLength(key: string, text: string, max: number, min = 0): string | undefined {
  if (text.length < min || text.length > max)
    return `${key}: Expected ${min} to ${max} characters but received ${text.length}`
}

function readAccount(value: unknown): Account | string {
  const read = readStrings(value, ['namespace', 'address', 'networkId'])
  if (typeof read === 'string') return read
  // readStrings found each required key a string
  const { namespace, address, networkId } = read as Record<keyof Account, string>
  if (!isChainNamespace(namespace)) return 'namespace: Expected eip155, solana or bip122'
  return (
    checkLength('address', address, 200, 1) ??
    checkLength('networkId', networkId, 100) ?? { namespace, address, networkId }
  )
}

/**
 * An initial state as a Standard Schema result: the state with only its known keys, or the
 * first issue. Checked by hand rather than with valibot because the browser's provider loads
 * this module with the kit, before the first click, where a schema library costs the page its
 * size budget (see storage/standardCheck.ts).
 */
export function checkInitialState(value: unknown): StandardResult<InitialState> {
  const read = readStrings(value, ['activeNetworkId'])
  if (typeof read === 'string') return invalid(read)
  const { version, accounts } = value as Record<string, unknown>
  const activeNetworkId = read.activeNetworkId as string
  if (version !== INITIAL_STATE_VERSION)
    return invalid(`version: Expected ${INITIAL_STATE_VERSION}`)
  const wrong = checkLength('activeNetworkId', activeNetworkId, 100)
  if (wrong) return invalid(wrong)
  if (!Array.isArray(accounts) || accounts.length > 3)
    return invalid('accounts: Expected a list of at most 3 accounts')
  const list = readList(accounts, readAccount)
  if (typeof list === 'string') return invalid(`accounts.${list}`)
  return valid({ version, activeNetworkId, accounts: list })
}
