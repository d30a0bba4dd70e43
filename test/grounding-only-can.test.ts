// "Don't A what you can't B" is "only A what you can B" (issue 19, near24, src/core/only-can.ts),
// read so against a text that says "only"; a judgment that drops the refusal keeps its flip.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'
import { onlyWhatCan } from '../src/core/only-can.js'

describe('don\'t A what you can\'t B', () => {
  it('restates only A what you can B, both ways', () => {
    expect(verdict('Don\'t catch exceptions you can\'t recover from', 'only catch what you can actually recover from')).toBe('live')
    expect(verdict('Only merge branches you have rebased', 'never merge branches you haven\'t rebased')).toBe('live')
    expect(verdict('Don\'t install packages you don\'t need', 'only install the packages you need')).toBe('live')
    expect(onlyWhatCan('Don\'t catch exceptions you can\'t recover from', 'only catch what you can')).toBe('only catch exceptions you can recover from')
  })

  it('leaves a turned-around rule turned', () => {
    expect(verdict('Catch exceptions you can\'t recover from', 'only catch what you can actually recover from')).not.toBe('live')
    expect(verdict('Merge branches you haven\'t rebased', 'never merge branches you haven\'t rebased')).not.toBe('live')
    expect(verdict('Install packages you don\'t need', 'only install the packages you need')).not.toBe('live')
    expect(onlyWhatCan('Don\'t catch exceptions you can\'t recover from', 'catch everything')).toBe('Don\'t catch exceptions you can\'t recover from')
  })
})
