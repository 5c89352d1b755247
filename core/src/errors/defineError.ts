import { BaseError, type BaseErrorParameters } from './base.js'

/** An error made by {@link defineError}: a BaseError whose name is a literal. */
export type DefinedError<TName extends string> = BaseError & { name: TName }

/**
 * The class type of {@link defineError}, spelled out so the declaration files name no
 * static of the host's Error constructor, whose types would need @types/node.
 */
export interface DefinedErrorClass<TName extends string> {
  new (parameters?: BaseErrorParameters): DefinedError<TName>
  readonly prototype: DefinedError<TName>
}

/**
 * Makes an error class with a literal name and a fixed spec message, for the many
 * catalogue entries that carry no data of their own. Callers annotate the call `@__PURE__`:
 * a class that extends a call is otherwise kept by every minifier, used or not.
 */
export function defineError<const TName extends string>(
  name: TName,
  message: string,
): DefinedErrorClass<TName> {
  return class extends BaseError {
    override name: TName = name
    constructor(parameters: BaseErrorParameters = {}) {
      super(message, parameters)
    }
  }
}
