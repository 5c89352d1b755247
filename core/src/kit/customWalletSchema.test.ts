import { expect, test } from 'vitest'
import { InvalidOptionsError } from '../errors/config.js'
import { mainnet } from '../networks/evm.js'
import type { CustomWallet, KitOptions } from './kitOptions.js'
import { parseKitOptions } from './parseKitOptions.js'

// what a JavaScript caller (or a bad config file) can pass despite the types
const untyped = (customWallets: unknown) =>
  ({ networks: [mainnet], customWallets }) as unknown as KitOptions

function issuesOf(options: KitOptions): readonly string[] {
  try {
    parseKitOptions(options)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidOptionsError)
    return (error as InvalidOptionsError).metaMessages ?? []
  }
  throw new Error('the options were accepted')
}

const acme: CustomWallet = {
  id: 'acme',
  name: 'Acme Wallet',
  imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
  namespaces: ['eip155'],
  rdns: 'com.acme.wallet',
  homepage: 'https://acme.example',
  mobileLink: 'acmewallet://',
  universalLink: 'https://acme.example/app',
  desktopLink: 'acmewallet-desktop://',
  webappLink: 'https://app.acme.example',
  stores: { ios: 'https://apps.apple.com/app/id1', chrome: 'https://chromewebstore.google.com/x' },
}

test('default: a full custom wallet passes as given', () => {
  const options = parseKitOptions({
    networks: [mainnet],
    customWallets: [acme, { id: 'b', name: 'B' }],
  })
  expect(options.customWallets).toEqual([acme, { id: 'b', name: 'B' }])
})

test('behavior: javascript: and other refused schemes are named, with what to give instead', () => {
  expect(
    issuesOf(
      untyped([
        {
          id: 'x',
          name: 'X',
          imageUrl: 'javascript:alert(1)',
          mobileLink: ' JavaScript:alert(1)',
          homepage: 'data:text/html,hi',
          desktopLink: 'file:///etc/passwd',
        },
      ]),
    ),
  ).toMatchInlineSnapshot(`
    [
      "customWallets.0.imageUrl: javascript: is refused; expected an http(s) URL or a data:image/... URI",
      "customWallets.0.homepage: data: is refused; expected an http(s) URL such as https://wallet.example",
      "customWallets.0.mobileLink: javascript: is refused; expected the app's deep link, such as examplewallet:// or https://...",
      "customWallets.0.desktopLink: file: is refused; expected the desktop app's link, such as examplewallet:// or https://...",
    ]
  `)
})

test('behavior: bad URLs, ids, names, namespaces and rdns say how to fix them', () => {
  expect(
    issuesOf(
      untyped([
        {
          id: '',
          name: 7,
          imageUrl: 'logo.png',
          namespaces: ['cosmos'],
          rdns: 'acme',
          universalLink: 'http://acme.example',
          stores: { ios: 'apps.apple.com/app/id1' },
        },
      ]),
    ),
  ).toMatchInlineSnapshot(`
    [
      "customWallets.0.id: Expected a non-empty string",
      "customWallets.0.name: Invalid type: Expected string but received 7",
      "customWallets.0.imageUrl: Expected an http(s) URL or a data:image/... URI",
      "customWallets.0.namespaces.0: Expected eip155, solana or bip122",
      "customWallets.0.rdns: Expected a reverse-DNS id as the wallet announces it (EIP-6963), such as com.example.wallet",
      "customWallets.0.universalLink: Expected an https URL such as https://wallet.example/app",
      "customWallets.0.stores.ios: Expected its ios store page as an http(s) URL such as https://wallet.example",
    ]
  `)
  expect(issuesOf(untyped('acme'))).toEqual([
    'customWallets: Invalid type: Expected Array but received "acme"',
  ])
})

test('behavior: an id used twice names both entries', () => {
  expect(
    issuesOf({
      networks: [mainnet],
      customWallets: [acme, { id: 'b', name: 'B' }, { id: 'acme', name: 'Other' }],
    }),
  ).toEqual([
    'customWallets.2.id: "acme" is also the id of customWallets.0; give each wallet its own id',
  ])
})
