import { atom, batch } from 'nanostores'
import { expect, test } from 'vitest'
import { derive } from './derive.js'

test('default', () => {
  const $a = atom(1)
  const $b = atom(2)
  const $sum = derive([$a, $b], () => $a.get() + $b.get())
  expect($sum.get()).toBe(3)
  $a.set(10)
  expect($sum.get()).toBe(12)
})

test('behavior: settles once a batch ends', () => {
  const $a = atom(1)
  const $double = derive([$a], () => $a.get() * 2)
  const seen: number[] = []
  $double.listen((value) => seen.push(value))
  batch(() => {
    $a.set(2)
    $a.set(3)
  })
  expect($double.get()).toBe(6)
  expect(seen).toEqual([6])
})
