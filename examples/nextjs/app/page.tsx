import { AccountButton, ConnectButton, NetworkButton } from '@walletport/react-ui'

/** A server component: the buttons come from react-ui, whose modules say "use client". */
export default function Page() {
  return (
    <main>
      <h1>Walletport with Next.js</h1>
      <nav aria-label="Wallet">
        <ConnectButton />
        <NetworkButton />
        <AccountButton />
      </nav>
    </main>
  )
}
