import { BaseError, type ChainNamespace, signMessage } from '@walletport/core'
import { AccountButton, ConnectButton, useAccount, useKit } from '@walletport/react-ui'
import { useState, useSyncExternalStore } from 'react'
import { LABELS, messageFor } from './messageFor.js'

function ChainRow({ namespace }: { namespace: ChainNamespace }) {
  const kit = useKit()
  const chains = useSyncExternalStore(
    (listener) => kit.$chains.listen(listener),
    () => kit.$chains.get(),
  )
  const address = chains[namespace]?.account.address
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()
  async function sign() {
    setError(undefined)
    try {
      setSignature(await signMessage(kit, { message: messageFor(namespace), namespace }))
    } catch (caught) {
      setError(caught instanceof BaseError ? caught.shortMessage : String(caught))
    }
  }
  return (
    <section aria-label={LABELS[namespace]}>
      <h2>{LABELS[namespace]}</h2>
      <p>
        Account: <code data-testid={`address-${namespace}`}>{address ?? 'none'}</code>
      </p>
      <button type="button" disabled={!address} onClick={() => void sign()}>
        Sign on {LABELS[namespace]}
      </button>
      {signature && <code data-testid={`signature-${namespace}`}>{signature}</code>}
      {error && <p role="alert">{error}</p>}
    </section>
  )
}

/** The wallet button, then one row per namespace: its account and a message to sign. */
export function App({ namespaces }: { namespaces: readonly ChainNamespace[] }) {
  const { isConnected } = useAccount()
  return (
    <main>
      <h1>Walletport multichain pairing</h1>
      <nav aria-label="Wallet">{isConnected ? <AccountButton /> : <ConnectButton />}</nav>
      {namespaces.map((namespace) => (
        <ChainRow key={namespace} namespace={namespace} />
      ))}
    </main>
  )
}
