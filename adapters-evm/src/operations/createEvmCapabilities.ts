import type { EvmCapabilities } from '../evmAdapter.js'
import type { ProfileReader } from '../identity/createProfileReader.js'
import { createSiwxMessage } from '../siwx/createSiwxMessage.js'
import { estimateFees } from './estimateFees.js'
import { estimateGas } from './estimateGas.js'
import { getAssets } from './getAssets.js'
import { getCapabilities } from './getCapabilities.js'
import { getTokenBalances } from './getTokenBalances.js'
import { request } from './request.js'
import { sendCalls } from './sendCalls.js'
import { sendToken } from './sendToken.js'
import { sendTransaction } from './sendTransaction.js'
import type { EvmConnection } from './types.js'
import { verifySiwx } from './verifySiwx.js'
import { waitForReceipt } from './waitForReceipt.js'
import { writeContract } from './writeContract.js'

/** The adapter's capabilities: each chain operation bound to the adapter's connection. */
export function createEvmCapabilities(
  connection: EvmConnection,
  profiles: ProfileReader,
): EvmCapabilities {
  return {
    sendTransaction: (p) => sendTransaction(connection, p),
    estimateGas: (p) => estimateGas(connection, p),
    writeContract: (p) => writeContract(connection, p),
    sendToken: (p) => sendToken(connection, p),
    getTokenBalances: (p) => getTokenBalances(connection, p),
    getProfile: (p) => profiles.getProfile(p),
    siwx: {
      createMessage: createSiwxMessage,
      verifyMessage: async (p) => (await verifySiwx(connection, p)).valid,
    },
    verifySiwx: (p) => verifySiwx(connection, p),
    request: (p) => request(connection, p),
    estimateFees: (p) => estimateFees(connection, p),
    waitForReceipt: (p) => waitForReceipt(connection, p),
    getCapabilities: (p) => getCapabilities(connection, p),
    getAssets: (p) => getAssets(connection, p),
    sendCalls: (p) => sendCalls(connection, p),
  }
}
