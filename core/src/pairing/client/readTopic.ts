import * as v from 'valibot'

const TopicSchema = v.object({ topic: v.string() })

/** the topic of a WalletConnect payload, if it has one */
export function readTopic(payload: unknown): string | undefined {
  const parsed = v.safeParse(TopicSchema, payload)
  return parsed.success ? parsed.output.topic : undefined
}
