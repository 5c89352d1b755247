// @walletport/core/embedded/actions: what the UI of the embedded wallet calls, without
// `embeddedWallet` (the factory a site passes to createKit). The factory's file holds the
// import() of the frame host, which esbuild splits into chunks for every bundle that reaches
// the file, used or not; react-ui imports from here so an app without the embedded wallet
// emits none of it (issue 13). embeddedActions.test.ts pins the list.

export { abortEmbeddedRequests } from '../embedded/actions/abortEmbeddedRequests.js'
export { connectDevice } from '../embedded/actions/connectDevice.js'
export {
  type ConnectEmailErrorType,
  type ConnectEmailParameters,
  type ConnectEmailReturnType,
  connectEmail,
} from '../embedded/actions/connectEmail.js'
export { connectFarcaster } from '../embedded/actions/connectFarcaster.js'
export {
  type ConnectSocialParameters,
  connectSocial,
} from '../embedded/actions/connectSocial.js'
export { getEmbeddedEmailCooldown } from '../embedded/actions/getEmbeddedEmailCooldown.js'
export {
  $embeddedState,
  getEmbeddedState,
  watchEmbeddedState,
} from '../embedded/actions/getEmbeddedState.js'
export {
  type SetEmbeddedAccountTypeParameters,
  setEmbeddedAccountType,
} from '../embedded/actions/setEmbeddedAccountType.js'
export {
  type ShowEmbeddedFrameParameters,
  showEmbeddedFrame,
} from '../embedded/actions/showEmbeddedFrame.js'
export {
  type SyncEmbeddedThemeParameters,
  syncEmbeddedTheme,
} from '../embedded/actions/syncEmbeddedTheme.js'
export {
  type UpdateEmailParameters,
  type UpdateEmailReturnType,
  updateEmail,
} from '../embedded/actions/updateEmail.js'
export { type VerifyOtpParameters, verifyOtp } from '../embedded/actions/verifyOtp.js'
export { verifyUpdateEmailPrimaryOtp } from '../embedded/actions/verifyUpdateEmailPrimaryOtp.js'
export { verifyUpdateEmailSecondaryOtp } from '../embedded/actions/verifyUpdateEmailSecondaryOtp.js'
export type { EmbeddedFrameRect } from '../embedded/host/createEmbeddedHost.js'
export type {
  AdapterEmbedded,
  EmbeddedFrameStatus,
  EmbeddedLoginStep,
  EmbeddedPendingApproval,
  EmbeddedProvider,
  EmbeddedSolanaWallet,
  EmbeddedState,
  EmbeddedUser,
} from '../types/embedded.js'
