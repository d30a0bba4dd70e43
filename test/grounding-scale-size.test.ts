// Session 33, our own construction: length and size said of one thing, and a breaking-down read as a
// refusal. "Keep functions small" after "avoid long functions", "Keep PRs short" after "no huge PRs"
// and "Avoid long functions" after "break long functions into smaller ones" were held as the opposite:
// scale-restated.ts read short | long and small | large as two rows, and "break" as asking for the end
// it names. "Don't keep functions small" after "avoid long functions" was live.
import { describe, expect, it } from 'vitest'
import { scaleReading } from '../src/core/scale-restated.js'
import { verdict } from './helpers/ground-verdict.js'

describe('length and size as one scale', () => {
  it('one end refused, the other asked for, is live (was held as the opposite)', () => {
    expect(verdict('Keep functions small', 'avoid long functions')).toBe('live')
    expect(verdict('Keep functions small', 'I dislike long functions')).toBe('live')
    expect(verdict('Keep PRs short', 'no huge PRs')).toBe('live')
    expect(verdict('Keep commits short', 'avoid big commits')).toBe('live')
    expect(scaleReading('Keep functions small', 'avoid long functions')).toBe('same')
  })
  it('both ends refused waits (was live)', () => {
    expect(verdict('Don\'t keep functions small', 'avoid long functions')).toBe('opposite')
  })
  it('the end refused, asked for, waits', () => {
    expect(verdict('Write large functions', 'avoid long functions')).not.toBe('live')
  })
  it('a row that reads the texts alone still decides', () => {
    expect(verdict('Keep functions short', 'functions shouldn\'t be too long')).toBe('live')
    expect(verdict('Merge short PRs', 'don\'t merge large PRs')).not.toBe('live')
  })
})

describe('a breaking-down asks for the other end', () => {
  it('a refusal of the end broken down is live (was held as the opposite)', () => {
    expect(verdict('Avoid long functions', 'break long functions into smaller ones')).toBe('live')
    expect(verdict('Avoid large PRs', 'split large PRs into small ones')).toBe('live')
    expect(verdict('No long answers', 'shorten long answers')).toBe('live')
  })
  it('the end kept whole still waits, naming the words', () => {
    expect(verdict('Keep long functions intact', 'break long functions into smaller ones')).toBe('changes')
    expect(verdict('Keep large PRs intact', 'split large PRs into smaller ones')).toBe('changes')
  })
})
