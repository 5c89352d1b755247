'use client'
import { useStore } from '@nanostores/react'
import type { ConnectedWalletInfo } from '@walletport/core'
import { useKit } from './useKit.js'

export type UseWalletInfoReturnType = {
  /** the connected wallet's name and icon; undefined when disconnected */
  walletInfo: ConnectedWalletInfo | undefined
}

/** Docs: /react-ui/hooks/useWalletInfo. What the modal shows of the connected wallet. */
export function useWalletInfo(): UseWalletInfoReturnType {
  const account = useStore(useKit().$account)
  return { walletInfo: account.connectedWalletInfo }
}
