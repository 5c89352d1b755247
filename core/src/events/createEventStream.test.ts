import { expect, test, vi } from 'vitest'
import { createEventStream } from './createEventStream.js'

test('default', () => {
  const stream = createEventStream<string>()
  const seen: string[] = []
  stream.subscribe((event) => seen.push(event))
  stream.emit('a')
  stream.emit('b')
  expect(seen).toEqual(['a', 'b'])
})

test('parameters: onListenerError', () => {
  const onListenerError = vi.fn()
  const stream = createEventStream<number>(onListenerError)
  const error = new Error('listener failed')
  stream.subscribe(() => {
    throw error
  })
  stream.emit(1)
  expect(onListenerError).toHaveBeenCalledWith(error)
})

test('behavior: a throwing listener does not stop the others, with or without a reporter', () => {
  for (const stream of [createEventStream<number>(), createEventStream<number>(() => {})]) {
    const after = vi.fn()
    stream.subscribe(() => {
      throw new Error('first')
    })
    stream.subscribe(after)
    expect(() => stream.emit(1)).not.toThrow()
    expect(after).toHaveBeenCalledWith(1)
  }
})

test('behavior: unsubscribe stops delivery and is idempotent', () => {
  const stream = createEventStream<number>()
  const listener = vi.fn()
  const unsubscribe = stream.subscribe(listener)
  stream.emit(1)
  unsubscribe()
  unsubscribe()
  stream.emit(2)
  expect(listener).toHaveBeenCalledTimes(1)
})

test('behavior: listeners added or removed during an emit take effect from the next emit', () => {
  const stream = createEventStream<number>()
  const late = vi.fn()
  let unsubscribeSecond = () => {}
  const second = vi.fn()
  stream.subscribe(() => {
    stream.subscribe(late)
    unsubscribeSecond()
  })
  unsubscribeSecond = stream.subscribe(second)
  stream.emit(1)
  // the emit iterates over a copy, so the removed listener still hears this event
  expect(second).toHaveBeenCalledTimes(1)
  expect(late).not.toHaveBeenCalled()
  stream.emit(2)
  expect(second).toHaveBeenCalledTimes(1)
  expect(late).toHaveBeenCalledWith(2)
})

test('behavior: the same function subscribed twice is called once', () => {
  const stream = createEventStream<number>()
  const listener = vi.fn()
  stream.subscribe(listener)
  stream.subscribe(listener)
  stream.emit(1)
  expect(listener).toHaveBeenCalledTimes(1)
})

test('behavior: two streams share nothing', () => {
  const a = createEventStream<number>()
  const b = createEventStream<number>()
  const listener = vi.fn()
  a.subscribe(listener)
  b.emit(1)
  expect(listener).not.toHaveBeenCalled()
})
