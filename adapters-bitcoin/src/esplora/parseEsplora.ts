// explicit guards for Esplora answers: each returns the parsed value or an issue string,
// so the client can throw one typed error with the URL attached

export type Parsed<T> = { ok: true; value: T } | { ok: false; issue: string }

export type Utxo = {
  txid: string
  vout: number
  /** satoshis */
  value: bigint
  confirmed: boolean
  blockHeight?: number
}

export type TransactionStatus = {
  confirmed: boolean
  blockHeight?: number
  blockHash?: string
  blockTime?: number
}

/** Fee rates in sat/vB by confirmation target in blocks, sorted by target. */
export type FeeEstimates = readonly { target: number; feeRate: number }[]

const TXID = /^[0-9a-f]{64}$/
const HEX = /^(?:[0-9a-fA-F]{2})+$/
const DIGITS = /^\d+$/

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value })
const issue = (text: string): Parsed<never> => ({ ok: false, issue: text })

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

export function parseJson(text: string): Parsed<unknown> {
  try {
    return ok(JSON.parse(text) as unknown)
  } catch {
    return issue('body is not JSON')
  }
}

export function parseTipHeight(text: string): Parsed<number> {
  const trimmed = text.trim()
  if (!DIGITS.test(trimmed)) return issue('tip height is not a number')
  const height = Number(trimmed)
  return Number.isSafeInteger(height) ? ok(height) : issue('tip height is out of range')
}

export function parseTxid(text: string): Parsed<string> {
  const trimmed = text.trim()
  return TXID.test(trimmed) ? ok(trimmed) : issue('not a transaction id')
}

export function parseTxHex(text: string): Parsed<string> {
  const trimmed = text.trim()
  return HEX.test(trimmed) ? ok(trimmed.toLowerCase()) : issue('not a hex transaction')
}

function parseStatusObject(value: unknown, where: string): Parsed<TransactionStatus> {
  if (!isRecord(value)) return issue(`${where} is not an object`)
  if (typeof value.confirmed !== 'boolean') return issue(`${where}.confirmed is not a boolean`)
  const status: TransactionStatus = { confirmed: value.confirmed }
  if (value.confirmed) {
    if (!isCount(value.block_height)) return issue(`${where}.block_height is not a height`)
    status.blockHeight = value.block_height
    if (value.block_hash !== undefined) {
      if (typeof value.block_hash !== 'string' || !TXID.test(value.block_hash))
        return issue(`${where}.block_hash is not a hash`)
      status.blockHash = value.block_hash
    }
    if (value.block_time !== undefined) {
      if (!isCount(value.block_time)) return issue(`${where}.block_time is not a time`)
      status.blockTime = value.block_time
    }
  }
  return ok(status)
}

export function parseTxStatus(value: unknown): Parsed<TransactionStatus> {
  return parseStatusObject(value, 'status')
}

export function parseUtxos(value: unknown): Parsed<Utxo[]> {
  if (!Array.isArray(value)) return issue('utxo list is not an array')
  const utxos: Utxo[] = []
  for (const [index, item] of value.entries()) {
    const where = `utxo[${index}]`
    if (!isRecord(item)) return issue(`${where} is not an object`)
    if (typeof item.txid !== 'string' || !TXID.test(item.txid))
      return issue(`${where}.txid is not a txid`)
    if (!isCount(item.vout)) return issue(`${where}.vout is not an index`)
    if (!isCount(item.value)) return issue(`${where}.value is not an amount`)
    const status = parseStatusObject(item.status, `${where}.status`)
    if (!status.ok) return status
    utxos.push({
      txid: item.txid,
      vout: item.vout,
      value: BigInt(item.value),
      confirmed: status.value.confirmed,
      ...(status.value.blockHeight === undefined ? {} : { blockHeight: status.value.blockHeight }),
    })
  }
  return ok(utxos)
}

export function parseFeeEstimates(value: unknown): Parsed<FeeEstimates> {
  if (!isRecord(value)) return issue('fee estimates are not an object')
  const estimates: { target: number; feeRate: number }[] = []
  for (const [key, rate] of Object.entries(value)) {
    if (!DIGITS.test(key) || Number(key) < 1)
      return issue(`fee target ${JSON.stringify(key)} is not a block count`)
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0)
      return issue(`fee rate for ${key} blocks is not a positive number`)
    estimates.push({ target: Number(key), feeRate: rate })
  }
  if (!estimates.length) return issue('fee estimates are empty')
  return ok(estimates.sort((a, b) => a.target - b.target))
}
