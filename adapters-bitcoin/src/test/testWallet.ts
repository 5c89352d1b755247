import * as ecc from '@bitcoinerlab/secp256k1'
import type {
  IdentifierArray,
  Wallet,
  WalletAccount,
  WindowAppReadyEventAPI,
} from '@wallet-standard/base'
import {
  type Network as BitcoinjsNetwork,
  crypto as bitcoinCrypto,
  initEccLib,
  networks,
  Psbt,
  payments,
  Transaction,
  toXOnly,
} from 'bitcoinjs-lib'
import { ECPairFactory, type ECPairInterface } from 'ecpair'
import type {
  BitcoinChain,
  BitcoinConnectInput,
  BitcoinSignMessageInput,
  BitcoinSignPsbtInput,
  BitcoinStandardWallet,
  BitcoinWalletAccount,
  StandardEventsChangeProperties,
} from '../wallet/features.js'

// the test wallet (and only it) needs real curve operations: taproot tweaks, signatures
initEccLib(ecc)
const ECPair = ECPairFactory(ecc)

export type PaymentAddressType = 'p2wpkh' | 'p2tr' | 'p2pkh' | 'p2sh-p2wpkh'

/** Knobs a test flips to drive the wallet down a failure path; read on every request. */
export type TestWalletBehavior = {
  rejectConnect?: boolean
  rejectSign?: boolean
  /** answer silent connects (reconnect) with the authorised accounts */
  silent?: boolean
  /** finalise inputs before returning the PSBT, as some wallets do */
  finalize?: boolean
  /** misbehave after signing */
  tamper?:
    | 'add-output'
    | 'change-amount'
    | 'skip-signing'
    | 'garbage-bytes'
    | 'not-bytes'
    | 'corrupt-signature'
  /** share accounts without public keys */
  omitPublicKeys?: boolean
}

export type TestWalletParameters = {
  name?: string
  paymentType?: PaymentAddressType
  chains?: readonly BitcoinChain[]
  /** seeds the keys, so two wallets can differ and runs are reproducible */
  seed?: string
  signMessage?: boolean
  events?: boolean
  behavior?: TestWalletBehavior
}

const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' as const

const NETWORK_OF: Record<BitcoinChain, BitcoinjsNetwork> = {
  'bitcoin:mainnet': networks.bitcoin,
  'bitcoin:testnet': networks.testnet,
  'bitcoin:testnet4': networks.testnet,
  'bitcoin:signet': networks.testnet,
  'bitcoin:regtest': networks.regtest,
}

const keyFrom = (seed: string) =>
  ECPair.fromPrivateKey(bitcoinCrypto.sha256(new TextEncoder().encode(seed)))

/** The address of `key` as `type` on `network`. */
export function addressOf(
  key: ECPairInterface,
  type: PaymentAddressType,
  network: BitcoinjsNetwork,
) {
  const pubkey = key.publicKey
  const payment =
    type === 'p2wpkh'
      ? payments.p2wpkh({ pubkey, network })
      : type === 'p2tr'
        ? payments.p2tr({ internalPubkey: toXOnly(pubkey), network })
        : type === 'p2pkh'
          ? payments.p2pkh({ pubkey, network })
          : payments.p2sh({ redeem: payments.p2wpkh({ pubkey, network }), network })
  return { address: payment.address!, script: payment.output! }
}

/** The key BIP-341 key-path spends sign with: the internal key tweaked by its own hash. */
export const tweakedSigner = (key: ECPairInterface) =>
  key.tweak(bitcoinCrypto.taggedHash('TapTweak', toXOnly(key.publicKey)))

const varint = (n: number) =>
  n < 0xfd
    ? [n]
    : n <= 0xffff
      ? [0xfd, n & 0xff, n >> 8]
      : [0xfe, ...new Uint8Array(new Uint32Array([n]).buffer)]

/** BIP-137 message hash: double SHA-256 of the magic prefix and the length-prefixed message. */
export function bitcoinMessageHash(message: Uint8Array) {
  const prefix = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')
  return bitcoinCrypto.hash256(Uint8Array.from([...prefix, ...varint(message.length), ...message]))
}

const HEADER_BASE: Record<PaymentAddressType, number> = {
  p2pkh: 31,
  'p2sh-p2wpkh': 35,
  p2wpkh: 39,
  // BIP-137 has no taproot header; like several wallets, sign with the p2pkh one
  p2tr: 31,
}

/** Checks a BIP-137 signature: recovers the key and compares its address. */
export function verifyBip137({
  message,
  signature,
  address,
  type,
  network,
}: {
  message: string
  signature: string
  address: string
  type: PaymentAddressType
  network: BitcoinjsNetwork
}): boolean {
  const bytes = Uint8Array.from(Buffer.from(signature, 'base64'))
  if (bytes.length !== 65) return false
  const header = bytes[0]!
  if (header < HEADER_BASE[type] || header > HEADER_BASE[type] + 3) return false
  const recoveryId = (header - HEADER_BASE[type]) as 0 | 1 | 2 | 3
  const hash = bitcoinMessageHash(new TextEncoder().encode(message))
  const pubkey = ecc.recover(hash, bytes.slice(1), recoveryId, true)
  if (!pubkey) return false
  return addressOf(ECPair.fromPublicKey(pubkey), type, network).address === address
}

const rejection = (message: string) => Object.assign(new Error(message), { code: 4001 })

/**
 * A Wallet Standard bitcoin wallet holding real secp256k1 keys: a payment account of
 * `paymentType` and a taproot ordinal account, on every chain it lists. It signs PSBTs
 * with bitcoinjs-lib and messages with BIP-137, and records each request.
 */
export function createTestWallet({
  name = 'Test Bitcoin Wallet',
  paymentType = 'p2wpkh',
  chains = ['bitcoin:mainnet', 'bitcoin:testnet', 'bitcoin:regtest'],
  seed = name,
  signMessage = true,
  events = true,
  behavior = {},
}: TestWalletParameters = {}) {
  const paymentKey = keyFrom(`${seed}/payment`)
  const ordinalKey = keyFrom(`${seed}/ordinal`)
  const requests: { method: string; input: unknown }[] = []
  /** every PSBT the wallet handed back, before the adapter finalised it */
  const signedPsbts: Uint8Array[] = []
  const listeners = new Set<(properties: StandardEventsChangeProperties) => void>()
  let authorized: BitcoinWalletAccount[] = []
  let authorizedChain: BitcoinChain | undefined

  const accountsFor = (chain: BitcoinChain): BitcoinWalletAccount[] => {
    const network = NETWORK_OF[chain]
    const features: IdentifierArray = [
      'bitcoin:signPsbt',
      ...(signMessage ? (['bitcoin:signMessage'] as const) : []),
    ]
    const publicKeyOf = (key: ECPairInterface, xOnly: boolean) =>
      behavior.omitPublicKeys ? new Uint8Array() : xOnly ? toXOnly(key.publicKey) : key.publicKey
    return [
      {
        address: addressOf(paymentKey, paymentType, network).address,
        publicKey: publicKeyOf(paymentKey, paymentType === 'p2tr'),
        chains: [chain],
        features,
        label: 'Payment',
        purpose: 'payment',
      },
      {
        address: addressOf(ordinalKey, 'p2tr', network).address,
        publicKey: publicKeyOf(ordinalKey, true),
        chains: [chain],
        features,
        label: 'Ordinals',
        purpose: 'ordinal',
      },
    ]
  }

  const emit = (properties: StandardEventsChangeProperties) => {
    for (const listener of [...listeners]) listener(properties)
  }

  /** a dishonest wallet: rebuilds the transaction with an extra output or a smaller payment, then signs that */
  function rewrite(psbt: Psbt, network: BitcoinjsNetwork, ordinalScript: Uint8Array): Psbt {
    // rebuild the transaction with an extra output (or a smaller payment) to the wallet itself
    const changed = new Psbt({ network })
    changed.setVersion(psbt.version)
    psbt.txInputs.forEach((txInput, i) => {
      const data = psbt.data.inputs[i]!
      changed.addInput({
        hash: txInput.hash,
        index: txInput.index,
        sequence: txInput.sequence,
        ...(data.witnessUtxo ? { witnessUtxo: data.witnessUtxo } : {}),
        ...(data.nonWitnessUtxo ? { nonWitnessUtxo: data.nonWitnessUtxo } : {}),
        ...(data.tapInternalKey ? { tapInternalKey: data.tapInternalKey } : {}),
        ...(data.redeemScript ? { redeemScript: data.redeemScript } : {}),
      })
    })
    psbt.txOutputs.forEach((output, i) => {
      const value =
        behavior.tamper === 'change-amount' && i === 0 ? output.value - 1000n : output.value
      changed.addOutput({ script: output.script, value })
    })
    if (behavior.tamper === 'add-output') changed.addOutput({ script: ordinalScript, value: 1000n })
    return changed
  }

  function signOne(input: BitcoinSignPsbtInput): Uint8Array {
    const network = NETWORK_OF[input.chain]
    const payment = addressOf(paymentKey, paymentType, network)
    const ordinal = addressOf(ordinalKey, 'p2tr', network)
    const received = Psbt.fromBuffer(input.psbt, { network })
    const psbt =
      behavior.tamper === 'add-output' || behavior.tamper === 'change-amount'
        ? rewrite(received, network, ordinal.script)
        : received
    if (behavior.tamper !== 'skip-signing') {
      for (const { index } of input.inputsToSign) {
        const data = psbt.data.inputs[index]
        const script =
          data?.witnessUtxo?.script ??
          (data?.nonWitnessUtxo
            ? psbtPrevOutScript(data.nonWitnessUtxo, psbt.txInputs[index]!.index)
            : undefined)
        const equal = (a?: Uint8Array, b?: Uint8Array) =>
          !!a && !!b && a.length === b.length && a.every((x, i) => x === b[i])
        if (equal(script, payment.script))
          psbt.signInput(index, paymentType === 'p2tr' ? tweakedSigner(paymentKey) : paymentKey)
        else if (equal(script, ordinal.script)) psbt.signInput(index, tweakedSigner(ordinalKey))
        else throw new Error(`input ${index} is not ours`)
      }
    }
    if (behavior.finalize || behavior.tamper === 'corrupt-signature') psbt.finalizeAllInputs()
    if (behavior.tamper === 'corrupt-signature') {
      // flip a bit inside the first input's signature: still well-formed, no longer valid
      const witness = psbt.data.inputs[0]?.finalScriptWitness
      const scriptSig = psbt.data.inputs[0]?.finalScriptSig
      const target = witness ?? scriptSig
      if (target) {
        const copy = Uint8Array.from(target)
        copy[10] = copy[10]! ^ 1
        psbt.data.inputs[0]![witness ? 'finalScriptWitness' : 'finalScriptSig'] = copy
      }
    }
    if (behavior.tamper === 'garbage-bytes')
      return Uint8Array.from([0x70, 0x73, 0x62, 0x74, 0xff, 1, 2, 3])
    return psbt.toBuffer()
  }

  const wallet: BitcoinStandardWallet = {
    version: '1.0.0',
    name,
    icon: ICON,
    chains,
    get accounts() {
      return authorized
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        async connect(input: BitcoinConnectInput) {
          requests.push({ method: 'connect', input })
          if (input.silent) {
            if (!behavior.silent || authorizedChain !== input.chain) return { accounts: [] }
          } else if (behavior.rejectConnect) {
            throw rejection('User rejected the request.')
          }
          if (!chains.includes(input.chain))
            throw Object.assign(new Error('Unsupported chain'), { code: 4902 })
          const accounts = accountsFor(input.chain).filter((a) =>
            input.purposes.includes(a.purpose ?? 'payment'),
          )
          authorized = accounts
          authorizedChain = input.chain
          return { accounts }
        },
      },
      'bitcoin:signPsbt': {
        version: '1.0.0',
        async signPsbt(...inputs: readonly BitcoinSignPsbtInput[]) {
          requests.push({ method: 'signPsbt', input: inputs })
          if (behavior.rejectSign) throw rejection('User rejected the request.')
          if (behavior.tamper === 'not-bytes')
            return [{ signedPsbt: 'cHNidP8=' as unknown as Uint8Array }]
          return inputs.map((input) => {
            const signedPsbt = signOne(input)
            signedPsbts.push(signedPsbt)
            return { signedPsbt }
          })
        },
      },
      ...(signMessage
        ? {
            'bitcoin:signMessage': {
              version: '1.0.0' as const,
              async signMessage(...inputs: readonly BitcoinSignMessageInput[]) {
                requests.push({ method: 'signMessage', input: inputs })
                if (behavior.rejectSign) throw rejection('User rejected the request.')
                return inputs.map(({ account, message }) => {
                  const chain = (account.chains[0] ?? 'bitcoin:mainnet') as BitcoinChain
                  const network = NETWORK_OF[chain] ?? networks.bitcoin
                  const isPayment =
                    account.address === addressOf(paymentKey, paymentType, network).address
                  const key = isPayment ? paymentKey : ordinalKey
                  const type = key === paymentKey ? paymentType : 'p2tr'
                  const { signature, recoveryId } = ecc.signRecoverable(
                    bitcoinMessageHash(message),
                    key.privateKey!,
                  )
                  const bytes = Uint8Array.from([HEADER_BASE[type] + recoveryId, ...signature])
                  return {
                    signature: Buffer.from(bytes).toString('base64'),
                    protocol: 'bip137' as const,
                  }
                })
              },
            },
          }
        : {}),
      ...(events
        ? {
            'standard:events': {
              version: '1.0.0' as const,
              on(_event: 'change', listener: (properties: StandardEventsChangeProperties) => void) {
                listeners.add(listener)
                return () => void listeners.delete(listener)
              },
            },
          }
        : {}),
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          requests.push({ method: 'disconnect', input: undefined })
          authorized = []
          authorizedChain = undefined
        },
      },
    },
  }

  /** The wallet side of Wallet Standard registration on `target`; returns the unregister. */
  function register(target: EventTarget): () => void {
    const unregisters: (() => void)[] = []
    const callback = (api: WindowAppReadyEventAPI) =>
      void unregisters.push(api.register(wallet as Wallet))
    const onAppReady = (event: Event) =>
      callback((event as CustomEvent<WindowAppReadyEventAPI>).detail)
    target.addEventListener('wallet-standard:app-ready', onAppReady)
    target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
    return () => {
      target.removeEventListener('wallet-standard:app-ready', onAppReady)
      for (const unregister of unregisters) unregister()
    }
  }

  return {
    wallet,
    behavior,
    requests,
    signedPsbts,
    paymentKey,
    ordinalKey,
    paymentType,
    register,
    accountsFor,
    /** the wallet switched accounts (or, with [], disconnected itself) */
    changeAccounts(accounts: readonly WalletAccount[]) {
      authorized = [...accounts]
      emit({ accounts })
    },
    emit,
  }
}

export type TestWallet = ReturnType<typeof createTestWallet>

/** The output script of `vout` in a raw previous transaction. */
function psbtPrevOutScript(nonWitnessUtxo: Uint8Array, vout: number): Uint8Array | undefined {
  return Transaction.fromBuffer(nonWitnessUtxo).outs[vout]?.script
}
