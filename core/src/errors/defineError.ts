import { BaseError, type BaseErrorParameters } from './base.js'

/**
 * Makes an error class with a literal name and a fixed spec message, for the many
 * catalogue entries that carry no data of their own.
 */
export function defineError<const TName extends string>(name: TName, message: string) {
  return class extends BaseError {
    override name: TName = name
    constructor(parameters: BaseErrorParameters = {}) {
      super(message, parameters)
    }
  }
}
