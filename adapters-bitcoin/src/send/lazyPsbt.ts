// The PSBT code (bitcoinjs-lib), the largest part of the adapter, behind one import() target:
// a send needs both halves, and one target is one chunk fewer for esbuild to share (issue 13).
export * from './createSendPsbt.js'
export * from './finalizeSignedPsbt.js'
