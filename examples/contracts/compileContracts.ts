import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import solc from 'solc'
import type { Abi } from 'viem'

/** The demo's Solidity sources, each compiled to `artifacts/<artifact>.ts`. */
export const CONTRACT_SOURCES = [
  { file: 'DemoToken.sol', contract: 'DemoToken', artifact: 'demoTokenArtifact' },
  { file: 'AirdropNft.sol', contract: 'AirdropNft', artifact: 'airdropNftArtifact' },
  { file: 'DemoSwap.sol', contract: 'DemoSwap', artifact: 'demoSwapArtifact' },
  { file: 'DemoCollection.sol', contract: 'DemoCollection', artifact: 'demoCollectionArtifact' },
] as const

export type CompiledContract = { abi: Abi; bytecode: `0x${string}` }

const CONTRACTS_DIR = fileURLToPath(new URL('.', import.meta.url))

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<
    string,
    Record<string, { abi: Abi; evm: { bytecode: { object: string } } } | undefined>
  >
}

/**
 * Docs: /examples/contracts. Compiles the demo contracts with solc-js (offline: the compiler
 * ships inside the npm package). The settings are fixed, so the same sources always give the
 * same bytecode, which the committed artifacts are checked against.
 */
export function compileContracts(): Record<string, CompiledContract> {
  const sources = Object.fromEntries(
    CONTRACT_SOURCES.map(({ file }) => [
      file,
      { content: readFileSync(`${CONTRACTS_DIR}${file}`, 'utf8') },
    ]),
  )
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // anvil runs newer forks; cancun is what every EVM chain of the demo's era accepts
      evmVersion: 'cancun',
      // no metadata hash: the bytecode then depends on the code alone, not on file paths
      metadata: { bytecodeHash: 'none' },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length)
    throw new Error(`solc failed:\n${errors.map((error) => error.formattedMessage).join('\n')}`)
  const compiled: Record<string, CompiledContract> = {}
  for (const { file, contract, artifact } of CONTRACT_SOURCES) {
    const result = output.contracts?.[file]?.[contract]
    if (!result) throw new Error(`solc gave no ${contract} for ${file}`)
    compiled[artifact] = { abi: result.abi, bytecode: `0x${result.evm.bytecode.object}` }
  }
  return compiled
}

/** The TypeScript module of one artifact, as committed under `artifacts/`. */
export function renderArtifact(name: string, source: string, compiled: CompiledContract): string {
  return [
    `// generated from contracts/${source} by contracts/compileContracts.ts (solc ${solc.version()}):`,
    '// do not edit; run `pnpm --filter @walletport/examples contracts` after changing the source',
    `export const ${name} = ${JSON.stringify(compiled, null, 2)} as const`,
    '',
  ].join('\n')
}

/** Writes `artifacts/*.ts`: `node scripts/run.mjs contracts/compileContracts.ts`. */
export async function main(): Promise<number> {
  const compiled = compileContracts()
  for (const { file, artifact } of CONTRACT_SOURCES) {
    const contract = compiled[artifact]
    if (!contract) continue
    writeFileSync(
      `${CONTRACTS_DIR}artifacts/${artifact}.ts`,
      renderArtifact(artifact, file, contract),
    )
    console.log(`contracts/artifacts/${artifact}.ts: ${(contract.bytecode.length - 2) / 2} bytes`)
  }
  return 0
}
