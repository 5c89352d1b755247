import type { RegistryWallet } from '../walletRegistry.js'
import { android, chrome, ios } from './storeLinks.js'

/** The registry's second half, after MOST_USED_WALLETS, most used first. */
export const MORE_WALLETS: readonly RegistryWallet[] = [
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
