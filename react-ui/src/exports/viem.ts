// the public API of @walletport/react-ui/viem: hooks that hand out viem objects, apart from the
// main entry so that it needs no chain SDK (viem is an optional peer); viem.test.ts pins the list
export { type UseWalletClientReturnType, useWalletClient } from '../viem/useWalletClient.js'
