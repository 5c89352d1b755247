import { fetchSendTokenBalances, type TokenBalance } from '@walletport/core'
import { useKit } from '@walletport/react-ui'
import { useState } from 'react'

/**
 * The kit's token balances of the connected account, read through the wagmi adapter: one
 * multicall over the wagmi config's transport (no data service in this example).
 */
export function TokenPanel() {
  const kit = useKit()
  const [rows, setRows] = useState<readonly TokenBalance[]>()
  const [error, setError] = useState<string>()
  async function read() {
    setError(undefined)
    try {
      setRows(await fetchSendTokenBalances(kit, { force: true }))
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause))
    }
  }
  return (
    <section aria-labelledby="tokens-title">
      <h2 id="tokens-title">Token balances</h2>
      <button type="button" onClick={() => void read()}>
        Read token balances
      </button>
      {rows && (
        <ul aria-label="Token balances">
          {rows.map((row) => (
            <li key={row.address ?? row.symbol}>
              {row.quantity.numeric} {row.symbol}
            </li>
          ))}
        </ul>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  )
}
