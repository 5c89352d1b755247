import type { ServedChain } from '../context.js'
import { escapeHtml } from '../escapeHtml.js'
import type { OnrampOrder } from './createOnrampDesk.js'

/** The local on-ramp provider's page for one order: what is bought, and a button to pay. */
export function renderOrderPage(order: OnrampOrder, chain: ServedChain | undefined): string {
  const network = chain?.name ?? order.caipNetworkId
  const status = order.delivery
    ? `<p role="status" data-testid="onramp-delivered">Paid. Sent in transaction <code>${escapeHtml(order.delivery)}</code>.</p>`
    : `<form method="post" action="/onramp/buy?order=${encodeURIComponent(order.id)}">
      <button type="submit">Pay and receive ${escapeHtml(order.amount)} ${escapeHtml(order.symbol)}</button>
    </form>`
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Buy ${escapeHtml(order.symbol)} · Local on-ramp</title>
  <style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}code{word-break:break-all}button{font:inherit;padding:.5rem 1rem}</style>
</head>
<body>
  <main>
    <h1>Local on-ramp provider</h1>
    <p>A stand-in for a card or bank on-ramp, on the demo chains only. Nothing is charged.</p>
    <p data-testid="onramp-order">Buy <strong>${escapeHtml(order.amount)} ${escapeHtml(order.symbol)}</strong> on ${escapeHtml(network)} for <code>${escapeHtml(order.address)}</code></p>
    ${status}
  </main>
</body>
</html>
`
}
