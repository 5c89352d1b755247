// the local server speaking the documented data-service API (SPEC section 7), for the tests of
// the packages above: test code only, not part of the published API
export {
  createTestServer,
  type Handler,
  type RecordedRequest,
  type Reply,
  type TestServer,
} from '../test/createTestServer.js'
export {
  ADDRESS,
  APPROVE_TRANSACTION,
  BALANCES,
  DOCUMENTED_API,
  GAS_PRICE,
  HISTORY_PAGE_1,
  HISTORY_PAGE_2,
  IDENTITY,
  NAME_SUGGESTIONS,
  ONRAMP_OPTIONS,
  ONRAMP_QUOTE,
  PROFILE,
  PROJECT_ID,
  SUPPORTED_CHAINS,
  SWAP_QUOTES,
  SWAP_TOKENS,
  SWAP_TRANSACTION,
  USDC,
} from '../test/documentedApi.js'
export {
  assertNoPollution,
  assertPlainPrototypes,
  hostileRecord,
  hostileValue,
} from '../test/hostileJson.js'
export {
  type StallAnswer,
  type StallRequest,
  type StallServer,
  type StallStage,
  startStallServer,
} from '../test/startStallServer.js'
