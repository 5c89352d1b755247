import { base58 } from '@scure/base'
import { hexToBytes } from 'viem'
import { EmptySchema, KeyBackupAnswerSchema } from '../../shared/api.js'
import type { ApprovalAnswer, ApprovalRequest } from '../createApprovalScreen.js'
import type { FrameApi } from '../createFrameApi.js'
import type { Session } from '../createSession.js'
import { FrameRequestError, UNSUPPORTED_METHOD } from '../FrameRequestError.js'
import { MIN_PASSPHRASE_LENGTH, openKeys, sealKeys } from './keyBackup.js'

/** the frame's own methods for the visitor's keys: export, backup and restore */
export const KEY_METHODS = [
  'walletport_exportKeys',
  'walletport_backupKeys',
  'walletport_restoreKeys',
] as const

type Context = {
  session: Session
  api: FrameApi
  prompt(request: ApprovalRequest): Promise<ApprovalAnswer>
}

const EXPORT_WARNING =
  'Anyone who sees these keys can take everything in this account, on every chain. Never paste them into a website or share them: no one from this site or Walletport will ever ask for them.'

function signedIn(session: Session) {
  const user = session.getUser()
  const keys = session.getKeys()
  const secrets = session.readSecrets()
  if (!user || !keys || !secrets) throw new FrameRequestError('Not signed in', 4100)
  return { user, keys, secrets }
}

/** a warning screen first; the keys only on the screen after it, never in the answer */
async function exportKeys({ session, prompt }: Context) {
  const { keys, secrets } = signedIn(session)
  await prompt({
    title: 'Export your private keys',
    rows: [['Account', keys.evm.address]],
    warnings: [EXPORT_WARNING],
    approveLabel: 'I understand, show my keys',
    rejectLabel: 'Cancel',
  })
  // a Solana wallet imports the 64-byte secret and public key, in base58
  const solanaSecret = base58.encode(
    new Uint8Array([...hexToBytes(secrets.solana as `0x${string}`), ...keys.solana.publicKey]),
  )
  await prompt({
    title: 'Your private keys',
    rows: [],
    warnings: ['Shown on this screen only. Copy them somewhere safe and offline.'],
    secrets: [
      { label: `EVM private key (${keys.evm.address})`, value: secrets.evm },
      { label: `Solana secret key (${keys.solana.address})`, value: solanaSecret },
    ],
    approveLabel: 'Done',
    rejectLabel: 'Close',
  })
  return { exported: true }
}

/** the passphrase, asked twice, until it is long enough and both match */
async function askNewPassphrase(prompt: Context['prompt'], address: string) {
  let problem: string | undefined
  for (;;) {
    const { passphrase = '', confirm } = await prompt({
      title: 'Back up your keys',
      rows: [['Account', address]],
      warnings: [
        ...(problem ? [problem] : []),
        'The backup is encrypted with this passphrase before it leaves this frame. The server cannot open it, and no one can recover the passphrase for you: without it the backup is useless.',
      ],
      passphrase: {
        label: `Passphrase (at least ${MIN_PASSPHRASE_LENGTH} characters)`,
        confirm: 'Passphrase again',
      },
      approveLabel: 'Encrypt and back up',
      rejectLabel: 'Cancel',
    })
    if (passphrase.length < MIN_PASSPHRASE_LENGTH)
      problem = `The passphrase needs at least ${MIN_PASSPHRASE_LENGTH} characters.`
    else if (passphrase !== confirm) problem = 'The two passphrases differ.'
    else return passphrase
  }
}

async function backupKeys({ session, api, prompt }: Context) {
  const { user, keys, secrets } = signedIn(session)
  const passphrase = await askNewPassphrase(prompt, keys.evm.address)
  const backup = await sealKeys(secrets, passphrase, { userId: user.id, address: keys.evm.address })
  await api('/api/backup', EmptySchema, { backup })
  return { address: keys.evm.address }
}

async function restoreKeys({ session, api, prompt }: Context) {
  const { user, keys } = signedIn(session)
  const { backup } = await api('/api/backup', KeyBackupAnswerSchema)
  if (!backup) throw new FrameRequestError('This account has no backup to restore')
  const { passphrase = '' } = await prompt({
    title: 'Restore your keys',
    rows: [
      ['Backed-up account', backup.address],
      ['This device’s account', keys.evm.address],
    ],
    warnings: [
      'The keys of the backed-up account replace this device’s. This device’s keys stay in its storage.',
    ],
    passphrase: { label: 'Backup passphrase' },
    approveLabel: 'Restore',
    rejectLabel: 'Cancel',
  })
  const restored = session.restoreKeys(await openKeys(backup, passphrase, user.id))
  return { address: restored.evm.address, solanaAddress: restored.solana.address }
}

/** Export, backup and restore of the signed-in visitor's keys; each answers no secret. */
export function handleKeyRequest(method: string, context: Context): Promise<unknown> {
  if (method === 'walletport_exportKeys') return exportKeys(context)
  if (method === 'walletport_backupKeys') return backupKeys(context)
  if (method === 'walletport_restoreKeys') return restoreKeys(context)
  return Promise.reject(new FrameRequestError(`${method} is not supported`, UNSUPPORTED_METHOD))
}
