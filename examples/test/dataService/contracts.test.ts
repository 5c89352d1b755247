import { expect, test } from 'vitest'
import { airdropNftArtifact } from '../../contracts/artifacts/airdropNftArtifact.js'
import { demoCollectionArtifact } from '../../contracts/artifacts/demoCollectionArtifact.js'
import { demoSwapArtifact } from '../../contracts/artifacts/demoSwapArtifact.js'
import { demoTokenArtifact } from '../../contracts/artifacts/demoTokenArtifact.js'
import { compileContracts } from '../../contracts/compileContracts.js'
import { getDemoContracts } from '../../contracts/demoContracts.js'
import { getDevKey, OPERATOR_INDEX } from '../../scripts/devnet.js'

// solc-js compiles the four contracts in a few seconds, longer on a loaded machine
test('default: the committed artifacts are what solc makes of the sources now', () => {
  // a failure here: run `pnpm --filter @walletport/examples contracts` and commit the result
  expect(compileContracts()).toEqual({
    demoTokenArtifact,
    airdropNftArtifact,
    demoSwapArtifact,
    demoCollectionArtifact,
  })
}, 90_000)

test('default: the demo contracts have fixed addresses (anvil dev account 9, nonces 0-4)', () => {
  expect(getDemoContracts(getDevKey(OPERATOR_INDEX).address)).toMatchInlineSnapshot(`
    {
      "collection": "0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629",
      "dai": "0xA15BB66138824a1c7167f5E85b957d04Dd34E468",
      "spam": "0xb19b36b1456E65E3A6D514D3F715f204BD59f431",
      "swap": "0x8ce361602B935680E8DeC218b820ff5056BeB7af",
      "usdc": "0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35",
    }
  `)
})
