// Original, simple marks drawn for Walletport: each wallet's brand colour with a plain shape or
// initial in its style. Brand artwork is not bundled. This module is reached only through
// loadWalletLogos()'s import(), so its bytes load with the wallet list, never before.

const SANS = 'Arial,Helvetica,sans-serif'

/** a 32 x 32 rounded tile of `background` holding `inner` */
function tile(background: string, inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${background}"/>${inner}</svg>`
}

/** a bold initial (or two) centred on the tile */
function initial(text: string, color: string, size = 16): string {
  return `<text x="16" y="${16 + size * 0.36}" font-family="${SANS}" font-size="${size}" font-weight="700" text-anchor="middle" fill="${color}">${text}</text>`
}

const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`
const stroke = (d: string, color: string, width = 3) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`

/** The SVG source of each bundled wallet's mark, by registry id. */
export const WALLET_LOGO_SVGS: Readonly<Record<string, string>> = {
  // MetaMask: an orange fox head
  c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96: tile(
    '#FFF3E8',
    path('M6 7l8 5.5h4L26 7l-2 9.5 1.5 5-5.5 3.5h-8L6.5 21.5 8 16.5z', '#F6851B') +
      path('M11 17l3 1-2 2zM21 17l-3 1 2 2z', '#233447'),
  ),
  // Phantom: a white ghost on lilac
  a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393: tile(
    '#AB9FF2',
    path('M7 23v-8a9 9 0 0118 0v8l-3-2-3 2-3-2-3 2-3-2z', '#FFFDF8') +
      path('M13 13.5a1.5 2 0 110 .1zM19 13.5a1.5 2 0 110 .1z', '#3C315B'),
  ),
  // Coinbase Wallet: a white ring holding a blue square
  fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa: tile(
    '#0052FF',
    `<circle cx="16" cy="16" r="10" fill="#fff"/>${path('M13 13h6v6h-6z', '#0052FF')}`,
  ),
  // Trust Wallet: a shield
  '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0': tile(
    '#0500FF',
    stroke('M16 6l9 3.5v6c0 6-4 9.5-9 11.5-5-2-9-5.5-9-11.5v-6z', '#fff', 2.6),
  ),
  // OKX Wallet: five squares in an X
  '971e689d0a5be527bac79629b4ee9b925e82208e5168b733496a09c0faed0709': tile(
    '#000',
    path(
      'M7 7h5.5v5.5H7zM19.5 7H25v5.5h-5.5zM13.25 13.25h5.5v5.5h-5.5zM7 19.5h5.5V25H7zM19.5 19.5H25V25h-5.5z',
      '#fff',
    ),
  ),
  // Rabby Wallet
  '18388be9ac2d02726dbac9777c96efaac06d744b2f6d580fccdd4127a6d01fd1': tile(
    '#7084FF',
    path('M6 18c2-7 9-10 16-8 3 1 4 3 4 5-3-1-6-1-9 1 4 0 6 2 7 5H9c-2 0-3-1-3-3z', '#fff'),
  ),
  // Rainbow: quarter arcs in the rainbow's colours
  '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369': tile(
    '#001E59',
    stroke('M7 26a19 19 0 0119-19', '#FF4000') +
      stroke('M7 26a15 15 0 0115-15', '#FFDB00') +
      stroke('M7 26a11 11 0 0111-11', '#00D56C') +
      stroke('M7 26a7 7 0 017-7', '#00AAFF'),
  ),
  // Solflare: a sun on yellow
  '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79': tile(
    '#FFEF46',
    '<circle cx="16" cy="16" r="6" fill="#FC7227"/>' +
      stroke(
        'M16 4v4M16 24v4M4 16h4M24 16h4M7.5 7.5l2.8 2.8M21.7 21.7l2.8 2.8M7.5 24.5l2.8-2.8M21.7 10.3l2.8-2.8',
        '#FC7227',
        2.2,
      ),
  ),
  // Backpack: a backpack on red
  '2bd8c14e035c2d48f184aaa168559e86b0e3433228d3c4075900a221785019b0': tile(
    '#E33E3F',
    path(
      'M12 9a4 4 0 018 0v1h1a3 3 0 013 3v12H8V13a3 3 0 013-3h1zm2 0v1h4V9a2 2 0 00-4 0z',
      '#fff',
    ) + path('M8 17h16v3H8z', '#E33E3F'),
  ),
  // Bitget Wallet
  '38f5d18bd8522c244bdd70cb4a68e0e718865155811c043f052fb9f1c51de662': tile(
    '#00F0FF',
    path('M12 8h6l-5 6 6 5-5 5h-6l5-5-6-5z', '#0F1416') + path('M19 13h5l-5 5z', '#0F1416'),
  ),
  // Zerion: a Z on blue
  ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18: tile(
    '#2962EF',
    path('M8 8h16l-8 8h8l-8 8H8l8-8H8z', '#fff'),
  ),
  // Uniswap Wallet
  c03dfee351b6fcc421b4494ea33b9d4b92a984f87aa76d1663bb28705e95034a: tile(
    '#FF007A',
    initial('U', '#fff', 18),
  ),
  // Binance Wallet: gold diamonds
  '8a0ee50d1f22f6651afcae7eb4253e52a3310b90af5daef78a8c4929a9bb99d4': tile(
    '#1E2026',
    path('M16 10l6 6-6 6-6-6z', '#F0B90B') +
      path('M16 5l2 2-2 2-2-2zM16 23l2 2-2 2-2-2zM5 16l2-2 2 2-2 2zM23 16l2-2 2 2-2 2z', '#F0B90B'),
  ),
  // Ledger Live: corner brackets
  '19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927': tile(
    '#000',
    stroke('M7 12V7h6M19 7h6v5M25 20v5h-6M13 25H7v-5', '#fff', 2.4),
  ),
  // Safe
  '225affb176778569276e484e1b92637ad061b01e13a048b35a9d280c3b58970f': tile(
    '#12FF80',
    initial('S', '#121312', 18),
  ),
  // Exodus: a violet X
  e9ff15be73584489ca4a66f64d32c4537711797e30b6660dbcb71ea72a42b1f4: tile(
    '#1D1A3A',
    stroke('M9 9l14 14M23 9L9 23', '#8B7CFF', 4),
  ),
  // Xverse: a white X on black
  '2a87d74ae02e10bdd1f51f7ce6c4e1cc53cd5f2c0b6b5ad0d7b3007d2b13de7b': tile(
    '#181818',
    stroke('M9 9l14 14M23 9L9 23', '#fff', 3.4),
  ),
  // Leather
  '483afe1df1df63daf313109971ff3ef8356ddf1cc4e45877d205eee0b7893a13': tile(
    '#12100F',
    initial('L', '#F5F1ED', 18),
  ),
  // Magic Eden: a zigzag M
  '8b830a2b724a9c3fbab63af6f55ed29c9dfa8a55e732dc88c80a196a2ba136c6': tile(
    '#E42575',
    stroke('M7 22V10l5 6 4-6 4 6 5-6v12', '#fff', 2.8),
  ),
  // TokenPocket
  '20459438007b75f4f4acb98bf29aa3b800550309646d375da5fd4aac6c2a2c66': tile(
    '#2980FE',
    initial('T', '#fff', 18),
  ),
  // imToken
  ef333840daf915aafdc4a004525502d6d49d77bd9c65e0642dbaefb3c2893bef: tile(
    '#11C4D1',
    initial('i', '#fff', 20),
  ),
  // SafePal
  '0b415a746fb9ee99cce155c2ceca0c6f6061b1dbca2d722b3ba16381d0562150': tile(
    '#4A21EF',
    initial('S', '#fff', 18),
  ),
  // Argent: an upward arrow
  bc949c5d968ae81310268bf9193f9c9fb7bb4e1283e1284af8f2bd4992535fd6: tile(
    '#FF875B',
    stroke('M16 25V8M9 14l7-6 7 6', '#fff', 3.4),
  ),
  // Crypto.com Onchain: a hexagon
  f2436c67184f158d1beda5df53298ee84abfc367581e4505134b5bcf5f46697d: tile(
    '#002D74',
    stroke('M16 6l9 5v10l-9 5-9-5V11z', '#fff', 2.4),
  ),
  // 1inch Wallet
  c286eebc742a537cd1d6818363e9dc53b21759a1e8e5d9b263d0c03ec7703576: tile(
    '#0B1426',
    initial('1', '#fff', 18),
  ),
  // Brave Wallet: a triangle on orange
  '163d2cf19babf05eb8962e9748f9ebe613ed52ebf9c8107c9a0f104bfcf161b3': tile(
    '#FB542B',
    path('M16 7l9 6-3 11-6 3-6-3-3-11z', '#fff'),
  ),
  // Ronin Wallet
  '541d5dcd4ede02f3afaf75bf8e3e4c4f1fb09edb5fa6c4377ebf31c2785d9adf': tile(
    '#1273EA',
    initial('R', '#fff', 18),
  ),
  // Coin98
  '2a3c89040ac3b723a1972a33a125b1db11e258a6975d3a61252cd64e6ea5ea01': tile(
    '#D9B432',
    initial('98', '#1B1B1B', 14),
  ),
  // Frontier
  '85db431492aa2e8672e93f4ea7acf10c88b97b867b0d373107af63dc4880f041': tile(
    '#CC703C',
    initial('F', '#fff', 18),
  ),
  // UniSat Wallet
  unisat: tile('#000', initial('U', '#F7931A', 18)),
}

/** Each bundled wallet's mark as an image URL (a `data:` URL of the SVG), by registry id. */
export const WALLET_LOGOS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(WALLET_LOGO_SVGS).map(([id, svg]) => [
    id,
    `data:image/svg+xml,${encodeURIComponent(svg)}`,
  ]),
)
