import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type RpcServer, startRpcServer } from './rpcServer.js'

let server: RpcServer
let connection: Connection
beforeAll(async () => {
  server = await startRpcServer()
  connection = new Connection(server.url, { commitment: 'confirmed', wsEndpoint: server.wsUrl })
})
afterAll(() => server.close())

test('default: web3.js airdrops, sends and confirms through the real runtime', async () => {
  const payer = Keypair.generate()
  const receiver = Keypair.generate()
  const airdrop = await connection.requestAirdrop(payer.publicKey, 2 * LAMPORTS_PER_SOL)
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  await connection.confirmTransaction({ signature: airdrop, blockhash, lastValidBlockHeight })
  expect(await connection.getBalance(payer.publicKey)).toBe(2 * LAMPORTS_PER_SOL)

  const tx = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: receiver.publicKey,
      lamports: LAMPORTS_PER_SOL,
    }),
  )
  await sendAndConfirmTransaction(connection, tx, [payer])
  expect(await connection.getBalance(receiver.publicKey)).toBe(LAMPORTS_PER_SOL)
  // the fee came out of the payer too
  expect(await connection.getBalance(payer.publicKey)).toBeLessThan(LAMPORTS_PER_SOL)
})

test('behavior: a transfer that breaks rent exemption fails in preflight', async () => {
  const payer = Keypair.generate()
  await connection.requestAirdrop(payer.publicKey, LAMPORTS_PER_SOL)
  const tx = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: 1,
    }),
  )
  await expect(sendAndConfirmTransaction(connection, tx, [payer])).rejects.toThrow(
    /Transaction simulation failed/,
  )
})
