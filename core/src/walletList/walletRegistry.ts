import type { ChainNamespace } from '../types/caip.js'

/** Where a wallet is installed from; each link opens the wallet's own page in that store. */
export type WalletStore = 'ios' | 'android' | 'chrome' | 'firefox' | 'edge'

/**
 * A wallet of the bundled registry. Logos are not here: they are small SVG marks loaded with
 * `loadWalletLogos()` (an import() of their own), so no page carries them before the list shows.
 */
export type RegistryWallet = Readonly<{
  /** the public WalletConnect explorer id */
  id: string
  name: string
  /** EIP-6963 reverse-DNS id of its browser extension, to match the announcement */
  rdns?: string
  /** the name its extension registers under Wallet Standard (Solana, Bitcoin) */
  walletStandardName?: string
  /** the app's own scheme, opened with `wc?uri=` */
  mobileLink?: string
  /** the app's universal (https) link, opened with `/wc?uri=` */
  universalLink?: string
  homepage: string
  stores: Readonly<Partial<Record<WalletStore, string>>>
  namespaces: readonly ChainNamespace[]
}>

const ios = (id: string) => `https://apps.apple.com/app/id${id}`
const android = (id: string) => `https://play.google.com/store/apps/details?id=${id}`
const chrome = (id: string) => `https://chromewebstore.google.com/detail/${id}`
const firefox = (slug: string) => `https://addons.mozilla.org/firefox/addon/${slug}/`

/**
 * Docs: /core/walletList/WALLET_REGISTRY. The most used wallets across EVM, Solana and Bitcoin,
 * most used first, as public facts: explorer ids, EIP-6963 rdns, Wallet Standard names,
 * link bases and store pages. A store or link we could not confirm is left out rather than
 * guessed (the wallet's homepage stays as the way to it).
 */
export const WALLET_REGISTRY: readonly RegistryWallet[] = [
  {
    id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    name: 'MetaMask',
    rdns: 'io.metamask',
    mobileLink: 'metamask://',
    universalLink: 'https://metamask.app.link',
    homepage: 'https://metamask.io',
    stores: {
      ios: ios('1438144202'),
      android: android('io.metamask'),
      chrome: chrome('nkbihfbeogaeaoehlefnkodbefgpgknn'),
      firefox: firefox('ether-metamask'),
    },
    namespaces: ['eip155', 'solana'],
  },
  {
    id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
    name: 'Phantom',
    rdns: 'app.phantom',
    walletStandardName: 'Phantom',
    mobileLink: 'phantom://',
    universalLink: 'https://phantom.app/ul',
    homepage: 'https://phantom.com',
    stores: {
      ios: ios('1598432977'),
      android: android('app.phantom'),
      chrome: chrome('bfnaelmomeimhlpmgjnjophhpkkoljpa'),
      firefox: firefox('phantom-app'),
    },
    namespaces: ['solana', 'eip155', 'bip122'],
  },
  {
    id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    walletStandardName: 'Coinbase Wallet',
    mobileLink: 'cbwallet://',
    universalLink: 'https://go.cb-w.com',
    homepage: 'https://www.coinbase.com/wallet',
    stores: {
      ios: ios('1278383455'),
      android: android('org.toshi'),
      chrome: chrome('hnfanknocfeofbddgcijnmhnfnkdnaad'),
    },
    namespaces: ['eip155', 'solana'],
  },
  {
    id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
    name: 'Trust Wallet',
    rdns: 'com.trustwallet.app',
    walletStandardName: 'Trust',
    mobileLink: 'trust://',
    universalLink: 'https://link.trustwallet.com',
    homepage: 'https://trustwallet.com',
    stores: {
      ios: ios('1288339409'),
      android: android('com.wallet.crypto.trustapp'),
      chrome: chrome('egjidjbpglichdcondbcbdnbeeppgdph'),
    },
    namespaces: ['eip155', 'solana', 'bip122'],
  },
  {
    id: '971e689d0a5be527bac79629b4ee9b925e82208e5168b733496a09c0faed0709',
    name: 'OKX Wallet',
    rdns: 'com.okex.wallet',
    walletStandardName: 'OKX Wallet',
    mobileLink: 'okex://main',
    homepage: 'https://web3.okx.com',
    stores: {
      ios: ios('1327268470'),
      android: android('com.okinc.okex.gp'),
      chrome: chrome('mcohilncbfahbmgdjkbpemcciiolgcge'),
    },
    namespaces: ['eip155', 'solana', 'bip122'],
  },
  {
    id: '18388be9ac2d02726dbac9777c96efaac06d744b2f6d580fccdd4127a6d01fd1',
    name: 'Rabby Wallet',
    rdns: 'io.rabby',
    homepage: 'https://rabby.io',
    stores: {
      chrome: chrome('acmacodkjbdgmoleebolmdjonilkdbch'),
    },
    namespaces: ['eip155'],
  },
  {
    id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
    name: 'Rainbow',
    rdns: 'me.rainbow',
    mobileLink: 'rainbow://',
    universalLink: 'https://rnbwapp.com',
    homepage: 'https://rainbow.me',
    stores: {
      ios: ios('1457119021'),
      android: android('me.rainbow'),
      chrome: chrome('opfgelmcmbiajamepnmloijbpoleiama'),
    },
    namespaces: ['eip155'],
  },
  {
    id: '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79',
    name: 'Solflare',
    walletStandardName: 'Solflare',
    mobileLink: 'solflare://',
    universalLink: 'https://solflare.com/ul/v1',
    homepage: 'https://solflare.com',
    stores: {
      ios: ios('1580902717'),
      android: android('com.solflare.mobile'),
      chrome: chrome('bhhhlbepdkbapadjdnnojkbgioiodbic'),
    },
    namespaces: ['solana'],
  },
  {
    id: '2bd8c14e035c2d48f184aaa168559e86b0e3433228d3c4075900a221785019b0',
    name: 'Backpack',
    rdns: 'app.backpack',
    walletStandardName: 'Backpack',
    homepage: 'https://backpack.app',
    stores: {
      chrome: chrome('aflkmfhebedbjioipglgcbcmnbpgliof'),
    },
    namespaces: ['solana', 'eip155'],
  },
  {
    id: '38f5d18bd8522c244bdd70cb4a68e0e718865155811c043f052fb9f1c51de662',
    name: 'Bitget Wallet',
    rdns: 'com.bitget.web3',
    walletStandardName: 'Bitget Wallet',
    mobileLink: 'bitkeep://',
    universalLink: 'https://bkcode.vip',
    homepage: 'https://web3.bitget.com',
    stores: {
      ios: ios('1395301115'),
      android: android('com.bitkeep.wallet'),
      chrome: chrome('jiidiaalihmmhddjgbnbgdfflelocpak'),
    },
    namespaces: ['eip155', 'solana', 'bip122'],
  },
  {
    id: 'ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18',
    name: 'Zerion',
    rdns: 'io.zerion.wallet',
    mobileLink: 'zerion://',
    universalLink: 'https://wallet.zerion.io',
    homepage: 'https://zerion.io',
    stores: {
      ios: ios('1456732565'),
      android: android('io.zerion.android'),
      chrome: chrome('klghhnkeealcohjjanjjdaeeggmfmlpl'),
    },
    namespaces: ['eip155', 'solana'],
  },
  {
    id: 'c03dfee351b6fcc421b4494ea33b9d4b92a984f87aa76d1663bb28705e95034a',
    name: 'Uniswap Wallet',
    rdns: 'org.uniswap.app',
    mobileLink: 'uniswap://',
    universalLink: 'https://uniswap.org/app',
    homepage: 'https://wallet.uniswap.org',
    stores: {
      ios: ios('6443944476'),
      android: android('com.uniswap.mobile'),
      chrome: chrome('nnpmfplkfogfpmcngplhnbdnnilmcdcg'),
    },
    namespaces: ['eip155'],
  },
  {
    id: '8a0ee50d1f22f6651afcae7eb4253e52a3310b90af5daef78a8c4929a9bb99d4',
    name: 'Binance Wallet',
    rdns: 'com.binance.wallet',
    universalLink: 'https://app.binance.com/cedefi',
    homepage: 'https://www.binance.com/web3wallet',
    stores: {
      ios: ios('1436799971'),
      android: android('com.binance.dev'),
    },
    namespaces: ['eip155', 'solana', 'bip122'],
  },
  {
    id: '19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927',
    name: 'Ledger Live',
    mobileLink: 'ledgerlive://',
    homepage: 'https://www.ledger.com/ledger-live',
    stores: {
      ios: ios('1361671700'),
      android: android('com.ledger.live'),
    },
    namespaces: ['eip155', 'solana', 'bip122'],
  },
  {
    id: '225affb176778569276e484e1b92637ad061b01e13a048b35a9d280c3b58970f',
    name: 'Safe',
    homepage: 'https://app.safe.global',
    stores: {},
    namespaces: ['eip155'],
  },
  {
    id: 'e9ff15be73584489ca4a66f64d32c4537711797e30b6660dbcb71ea72a42b1f4',
    name: 'Exodus',
    rdns: 'com.exodus.web3',
    walletStandardName: 'Exodus',
    mobileLink: 'exodus://',
    universalLink: 'https://exodus.com/m',
    homepage: 'https://www.exodus.com',
    stores: {
      ios: ios('1414384820'),
      android: android('exodusmovement.exodus'),
      chrome: chrome('aholpfdialjgjfhomihkjbmgjidlcdno'),
    },
    namespaces: ['eip155', 'solana', 'bip122'],
  },
  {
    id: '2a87d74ae02e10bdd1f51f7ce6c4e1cc53cd5f2c0b6b5ad0d7b3007d2b13de7b',
    name: 'Xverse',
    walletStandardName: 'Xverse Wallet',
    mobileLink: 'xverse://',
    homepage: 'https://www.xverse.app',
    stores: {
      ios: ios('1552272513'),
      android: android('com.secretkeylabs.xverse'),
      chrome: chrome('idnnbdplmphpflfnlkomgpfbpcgelopg'),
    },
    namespaces: ['bip122'],
  },
  {
    id: '483afe1df1df63daf313109971ff3ef8356ddf1cc4e45877d205eee0b7893a13',
    name: 'Leather',
    homepage: 'https://leather.io',
    stores: {
      chrome: chrome('ldinpeekobnhjjdofggfgjlcehhmanlj'),
    },
    namespaces: ['bip122'],
  },
  {
    id: '8b830a2b724a9c3fbab63af6f55ed29c9dfa8a55e732dc88c80a196a2ba136c6',
    name: 'Magic Eden',
    rdns: 'io.magiceden.wallet',
    walletStandardName: 'Magic Eden',
    homepage: 'https://wallet.magiceden.io',
    stores: {
      chrome: chrome('mkpegjkblkkefacfnmkajcjmabijhclg'),
    },
    namespaces: ['bip122', 'solana', 'eip155'],
  },
  {
    id: '20459438007b75f4f4acb98bf29aa3b800550309646d375da5fd4aac6c2a2c66',
    name: 'TokenPocket',
    rdns: 'pro.tokenpocket',
    mobileLink: 'tpoutside://',
    homepage: 'https://www.tokenpocket.pro',
    stores: {
      android: android('vip.mytokenpocket'),
      chrome: chrome('mfgccjchihfkkindfppnaooecgfneiii'),
    },
    namespaces: ['eip155', 'solana', 'bip122'],
  },
  {
    id: 'ef333840daf915aafdc4a004525502d6d49d77bd9c65e0642dbaefb3c2893bef',
    name: 'imToken',
    mobileLink: 'imtokenv2://',
    homepage: 'https://token.im',
    stores: {
      ios: ios('1384798940'),
      android: android('im.token.app'),
    },
    namespaces: ['eip155', 'bip122'],
  },
  {
    id: '0b415a746fb9ee99cce155c2ceca0c6f6061b1dbca2d722b3ba16381d0562150',
    name: 'SafePal',
    mobileLink: 'safepalwallet://',
    universalLink: 'https://link.safepal.io',
    homepage: 'https://www.safepal.com',
    stores: {
      ios: ios('1548297139'),
      android: android('io.safepal.wallet'),
      chrome: chrome('lgmpcpglpngdoalbgeoldeajfclnhafa'),
    },
    namespaces: ['eip155', 'solana', 'bip122'],
  },
  {
    id: 'bc949c5d968ae81310268bf9193f9c9fb7bb4e1283e1284af8f2bd4992535fd6',
    name: 'Argent',
    mobileLink: 'argent://',
    universalLink: 'https://www.argent.xyz/app',
    homepage: 'https://www.argent.xyz',
    stores: {
      ios: ios('1358741926'),
      android: android('im.argent.contractwalletclient'),
    },
    namespaces: ['eip155'],
  },
  {
    id: 'f2436c67184f158d1beda5df53298ee84abfc367581e4505134b5bcf5f46697d',
    name: 'Crypto.com Onchain',
    mobileLink: 'cryptowallet://',
    homepage: 'https://crypto.com/onchain',
    stores: {
      ios: ios('1512048310'),
      android: android('com.defi.wallet'),
    },
    namespaces: ['eip155', 'solana', 'bip122'],
  },
  {
    id: 'c286eebc742a537cd1d6818363e9dc53b21759a1e8e5d9b263d0c03ec7703576',
    name: '1inch Wallet',
    mobileLink: 'oneinch://',
    universalLink: 'https://wallet.1inch.io',
    homepage: 'https://1inch.io/wallet',
    stores: {
      ios: ios('1546049391'),
      android: android('io.oneinch.android'),
    },
    namespaces: ['eip155', 'solana'],
  },
  {
    id: '163d2cf19babf05eb8962e9748f9ebe613ed52ebf9c8107c9a0f104bfcf161b3',
    name: 'Brave Wallet',
    rdns: 'com.brave.wallet',
    walletStandardName: 'Brave Wallet',
    homepage: 'https://brave.com/wallet',
    stores: {
      ios: ios('1052879175'),
      android: android('com.brave.browser'),
    },
    namespaces: ['eip155', 'solana'],
  },
  {
    id: '541d5dcd4ede02f3afaf75bf8e3e4c4f1fb09edb5fa6c4377ebf31c2785d9adf',
    name: 'Ronin Wallet',
    rdns: 'com.roninchain.wallet',
    mobileLink: 'roninwallet://',
    homepage: 'https://wallet.roninchain.com',
    stores: {
      chrome: chrome('fnjhmkhhmkbjkkabndcnnogagogbneec'),
    },
    namespaces: ['eip155'],
  },
  {
    id: '2a3c89040ac3b723a1972a33a125b1db11e258a6975d3a61252cd64e6ea5ea01',
    name: 'Coin98',
    rdns: 'coin98.com',
    walletStandardName: 'Coin98',
    mobileLink: 'coin98://',
    homepage: 'https://coin98.com/wallet',
    stores: {
      chrome: chrome('aeachknmefphepccionboohckonoeemg'),
    },
    namespaces: ['eip155', 'solana'],
  },
  {
    id: '85db431492aa2e8672e93f4ea7acf10c88b97b867b0d373107af63dc4880f041',
    name: 'Frontier',
    rdns: 'xyz.frontier.wallet',
    mobileLink: 'frontier://',
    homepage: 'https://www.frontier.xyz',
    stores: {
      chrome: chrome('kppfdiipphfccemcignhifpjkapfbihd'),
    },
    namespaces: ['eip155', 'solana'],
  },
  {
    id: 'unisat',
    name: 'UniSat Wallet',
    homepage: 'https://unisat.io',
    stores: {
      chrome: chrome('ppbibelpcjmhbdihakflkdcoccbgbkpo'),
    },
    namespaces: ['bip122'],
  },
]
