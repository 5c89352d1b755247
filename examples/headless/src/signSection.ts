// "Sign a message": a form calling `signMessage(kit, { message })`, which asks the connected
// wallet to sign and resolves the signature. Hidden unless connected on a supported network.
import { signMessage } from '@walletport/core'
import { h } from './h.js'
import type { Snapshot } from './readSnapshot.js'
import type { Section, SectionContext } from './section.js'
import { setDisabled } from './setDisabled.js'

export type SignSection = Section & { clear(): void }

export function createSignSection({ kit, runner }: SectionContext): SignSection {
  const message = h('textarea', { id: 'message', name: 'message', rows: 2 })
  message.value = 'Hello from the Walletport headless example'
  const signButton = h('button', { type: 'submit' }, 'Sign message')
  const signature = h('output', { id: 'signature', for: 'message', 'data-testid': 'signature' })

  async function sign() {
    // an old signature must not stand beside a new message while the wallet asks
    signature.textContent = ''
    signature.textContent = await signMessage(kit, { message: message.value })
  }

  const element = h(
    'section',
    { id: 'sign', 'aria-labelledby': 'sign-title' },
    h('h2', { id: 'sign-title' }, 'Sign a message'),
    h(
      'form',
      {
        onsubmit: (event) => {
          event.preventDefault()
          void runner.run('sign', sign)
        },
      },
      h('label', { for: 'message' }, 'Message'),
      message,
      signButton,
      h('p', {}, h('span', { class: 'label' }, 'Signature: '), signature),
    ),
  )

  function update({ connected, unsupportedNetworkId }: Snapshot) {
    element.hidden = !connected || Boolean(unsupportedNetworkId)
    setDisabled(signButton, runner.isBusy('sign'))
  }

  return {
    element,
    update,
    clear: () => {
      signature.textContent = ''
    },
  }
}
