// main.tsx loads this module with import(): re-exported from here, the factory comes alone,
// since a bundler keeps every export of a package it imports dynamically
export { solanaAdapter } from '@walletport/adapters-solana'
