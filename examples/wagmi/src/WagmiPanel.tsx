import {
  useChains,
  useConnect,
  useConnection,
  useConnectors,
  useDisconnect,
  useSwitchChain,
} from 'wagmi'

/** What wagmi's own hooks see, and wagmi's own ways to connect, switch and disconnect. */
export function WagmiPanel() {
  const connection = useConnection()
  const connectors = useConnectors()
  const chains = useChains()
  const connect = useConnect()
  const disconnect = useDisconnect()
  const switchChain = useSwitchChain()
  const other = chains.find((chain) => chain.id !== connection.chainId)
  return (
    <section aria-labelledby="wagmi-title">
      <h2 id="wagmi-title">wagmi</h2>
      <p data-testid="wagmi-status">{connection.status}</p>
      <p data-testid="wagmi-address">{connection.address ?? 'No address'}</p>
      <p data-testid="wagmi-chain">{connection.chain?.name ?? 'No chain'}</p>
      <div className="actions">
        {connection.isConnected ? (
          <>
            {other && (
              <button type="button" onClick={() => switchChain.mutate({ chainId: other.id })}>
                Switch to {other.name} with wagmi
              </button>
            )}
            <button type="button" onClick={() => disconnect.mutate()}>
              Disconnect with wagmi
            </button>
          </>
        ) : (
          connectors.map((connector) => (
            <button key={connector.uid} type="button" onClick={() => connect.mutate({ connector })}>
              Connect {connector.name} with wagmi
            </button>
          ))
        )}
      </div>
      {connect.error && <p role="alert">{connect.error.message}</p>}
    </section>
  )
}
