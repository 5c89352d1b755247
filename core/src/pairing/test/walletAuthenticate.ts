import { EIP155_METHODS, type WalletKitTypes, type WalletSide } from './walletSide.js'

/** The wallet's one-click sign-in: a CACAO signed as its behaviour says. */
export async function answerAuthenticate(
  side: WalletSide,
  { id, params }: WalletKitTypes.SessionAuthenticate,
): Promise<void> {
  const { kit, behavior, account, eip155Chains } = side
  const { populateAuthPayload, buildAuthObject } = side.utils
  const payload = populateAuthPayload({
    authPayload: params.authPayload,
    chains: [...eip155Chains],
    methods: EIP155_METHODS,
  })
  const [chainId = 'eip155:31337'] = payload.chains
  const iss = `did:pkh:${chainId}:${account.address}`
  const signed = {
    ...payload,
    ...(behavior.authenticate === 'other-domain' && { domain: 'evil.example' }),
    ...(behavior.authenticate === 'other-nonce' && { nonce: 'replayed0000000000' }),
    // WalletConnect reads only the last resource: a bad recap before it is the kit's to find
    ...(behavior.authenticate === 'bad-recap' && {
      resources: [
        `urn:recap:${Buffer.from('{"att":{"eip155":{}}}').toString('base64url')}`,
        ...(payload.resources ?? []),
      ],
    }),
  }
  const message = kit.formatAuthMessage({ request: signed, iss })
  const signature = await account.signMessage({ message })
  const cacao = buildAuthObject(signed, { t: 'eip191', s: signature }, iss)
  await kit.approveSessionAuthenticate({ id, auths: [cacao] })
}
