import { escapeHtml } from './html.js'
import type { DevInbox } from './mailer.js'

/** The dev inbox: every message the dev mailer kept, newest first. Never for production. */
export function renderInboxPage(inbox: DevInbox): string {
  const items = inbox
    .messages()
    .map(
      (message) => `<li class="message" data-to="${escapeHtml(message.to)}">
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">To <span class="to">${escapeHtml(message.to)}</span>, ${new Date(message.sentAt).toISOString()}</p>
  <pre>${escapeHtml(message.text)}</pre>
</li>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev inbox: Walletport reference frame</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 40rem; padding: 0 1rem; color: #1a1a1a; }
  ol { list-style: none; padding: 0; }
  .message { border: 1px solid #bbb; border-radius: 8px; padding: 1rem; margin-bottom: 1rem; }
  .message h2 { font-size: 1.1rem; margin: 0; }
  .meta { color: #444; margin: 0.25rem 0; }
  pre { white-space: pre-wrap; font-size: 1rem; }
</style>
</head>
<body>
<main>
<h1>Dev inbox</h1>
<p>The reference frame's development mailer delivers here instead of sending email. Reload to see new messages.</p>
${items ? `<ol>${items}</ol>` : '<p>No messages yet.</p>'}
</main>
</body>
</html>`
}
