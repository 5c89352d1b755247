// small original marks for the catalogue's networks: a disc in the network's colour with its
// initials. Loaded only through loadNetworkLogo, so no page pays for them before it shows one

/** [background, initials] by the `assets.imageId` of a catalogue network */
const MARKS: Record<string, readonly [string, string]> = {
  mainnet: ['#627EEA', 'Ξ'],
  arbitrum: ['#213147', 'A'],
  optimism: ['#FF0420', 'OP'],
  zksync: ['#1E69FF', 'ZK'],
  base: ['#0052FF', 'B'],
  bsc: ['#F0B90B', 'BNB'],
  polygon: ['#7B3FE4', 'P'],
  gnosis: ['#04795B', 'G'],
  avalanche: ['#E84142', 'AV'],
  fantom: ['#1969FF', 'F'],
  kaia: ['#BFF009', 'K'],
  aurora: ['#70D44B', 'AU'],
  arbitrumNova: ['#EF8220', 'AN'],
  polygonZkEvm: ['#8247E5', 'PZ'],
  linea: ['#121212', 'L'],
  scroll: ['#FFEEDA', 'S'],
  mantle: ['#000000', 'M'],
  blast: ['#FCFC03', 'BL'],
  celo: ['#FCFF52', 'C'],
  moonbeam: ['#53CBC8', 'MB'],
  cronos: ['#002D74', 'CR'],
  zora: ['#2E5CFF', 'Z'],
  mode: ['#DFFE00', 'MO'],
  metis: ['#00DACC', 'ME'],
  opBNB: ['#F0B90B', 'op'],
  sei: ['#9B1C2E', 'SE'],
  berachain: ['#814625', 'BE'],
  sonic: ['#1B2A4A', 'S'],
  unichain: ['#F50DB4', 'U'],
  abstract: ['#00DE73', 'AB'],
  worldchain: ['#111111', 'W'],
  ink: ['#7132F5', 'I'],
  sepolia: ['#8A99E6', 'SE'],
  holesky: ['#8A99E6', 'HO'],
  hoodi: ['#8A99E6', 'HD'],
  baseSepolia: ['#5C8BFF', 'B'],
  arbitrumSepolia: ['#4D6A8F', 'A'],
  optimismSepolia: ['#FF6B80', 'OP'],
  polygonAmoy: ['#A87FF0', 'P'],
  zksyncSepolia: ['#6A9BFF', 'ZK'],
  lineaSepolia: ['#555555', 'L'],
  scrollSepolia: ['#E8CFA8', 'S'],
  avalancheFuji: ['#F08A8B', 'AV'],
  bscTestnet: ['#F5D060', 'BNB'],
  monadTestnet: ['#836EF9', 'M'],
  solana: ['#9945FF', 'SOL'],
  solanaDevnet: ['#B98CFF', 'SOL'],
  solanaTestnet: ['#B98CFF', 'SOL'],
  bitcoin: ['#F7931A', '₿'],
  bitcoinTestnet: ['#F9B867', '₿'],
}

/** dark initials on light discs, light ones on dark discs */
function inkOn(background: string): string {
  const value = Number.parseInt(background.slice(1), 16)
  const luma = 0.299 * (value >> 16) + 0.587 * ((value >> 8) & 0xff) + 0.114 * (value & 0xff)
  return luma > 160 ? '#111111' : '#ffffff'
}

/** The mark of a catalogue network as an SVG data URL, or undefined for an unknown id. */
export function networkLogoUrl(imageId: string | undefined): string | undefined {
  const mark = imageId === undefined ? undefined : MARKS[imageId]
  if (!mark) return undefined
  const [background, initials] = mark
  const size = initials.length > 2 ? 11 : initials.length === 2 ? 13 : 17
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<circle cx="16" cy="16" r="16" fill="${background}"/>` +
    `<text x="16" y="16" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" ` +
    `font-weight="700" font-size="${size}" fill="${inkOn(background)}">${initials}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** every image id with a mark, for tests and docs */
export const NETWORK_LOGO_IDS: readonly string[] = Object.keys(MARKS)
