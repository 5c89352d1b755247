// one error for amounts every package converts: the class lives beside core's parseUnits
export { InvalidUnitsError, type InvalidUnitsErrorType } from '@walletport/core'
