// Session 34, our own construction: a preference said of a thing with two words ("I prefer fewer, larger
// files to many tiny ones") was cut at its comma, so the side turned away was never read and "Prefer many
// small files" after it went live; and the "over" of "iterate over keys" was read as a ranking, so "Use
// Object.entries to iterate over keys" after "iterate over keys with Object.entries" was held as its opposite.
import { describe, expect, it } from 'vitest'
import { partsOf } from '../src/core/claim-parts.js'
import { verdict } from './helpers/ground-verdict.js'

describe('a preference with two words said of the thing', () => {
  const files = 'I prefer fewer, larger files to many tiny ones'
  it('is one clause, the other side turned away', () => {
    expect(partsOf(files.toLowerCase()).map((p) => [p.text.trim().replace(/\s+/g, ' '), p.rejected])).toEqual([['i prefer fewer larger files', false], ['to many tiny ones', true]])
  })
  it('the side turned away, asked for, waits (was live)', () => {
    expect(verdict('Prefer many small files', files)).toBe('opposite')
    expect(verdict('Split code into many small files', files)).toBe('opposite')
    expect(verdict('Write big functions', 'I prefer small, focused functions to big ones')).toBe('opposite')
  })
  it('the side chosen is live', () => {
    expect(verdict('Prefer fewer, larger files', files)).toBe('live')
    expect(verdict('Avoid splitting code into many tiny files', files)).toBe('live')
    expect(verdict('Write small, focused functions', 'I prefer small, focused functions to big ones')).toBe('live')
  })
})

describe('"over" as a way, after a verb', () => {
  it('the user\'s words in another order are live (was held as the opposite)', () => {
    expect(verdict('Use Object.entries to iterate over keys', 'iterate over keys with Object.entries')).toBe('live')
    expect(verdict('Use a for-of to loop over the rows', 'loop over the rows with a for-of')).toBe('live')
  })
  it('a ranking after "use" still turns the other side away', () => {
    expect(partsOf('use go over rust for services').map((p) => p.rejected).slice(0, 2)).toEqual([false, true])
    expect(verdict('Use HTTPS for git', 'Use SSH over HTTPS for git')).not.toBe('live')
  })
})

// "A beats B", "A trumps B": a ranking too. "Speed trumps correctness" after "Correctness trumps speed" was
// live, "Prefer clever code" after "Readable code beats clever code" was live, and "Prefer correctness over
// speed" after "Correctness trumps speed" was held as the opposite.
describe('beats, trumps, outweighs', () => {
  it('the ranking turned round, or the side ranked below, waits (was live)', () => {
    expect(verdict('Speed trumps correctness', 'Correctness trumps speed')).toBe('changes')
    expect(verdict('Prefer clever code', 'Readable code beats clever code')).toBe('opposite')
    expect(verdict('Clever code beats readable code', 'Favor readability over cleverness')).not.toBe('live')
  })
  it('the ranking said again is live (was held as the opposite)', () => {
    expect(verdict('Prefer correctness over speed', 'Correctness trumps speed')).toBe('live')
    expect(verdict('Readable code beats clever code', 'Favor readability over cleverness')).toBe('live')
    expect(verdict('Favor readability over cleverness', 'Readable code beats clever code')).toBe('live')
  })
})

// "Better to X than to Y": Y is turned away. "Fail silently" after "It's better to fail loudly than to fail
// silently" and "Guess when unsure" after "Better to ask than to guess" were live; "Ask rather than guess"
// after it was held as the opposite (claim-parts.ts: the side after "than" of "better to …").
describe('better to … than to …', () => {
  it('the side turned away, asked for, waits (was live)', () => {
    expect(verdict('Fail silently', 'It\'s better to fail loudly than to fail silently')).toBe('opposite')
    expect(verdict('Guess when unsure', 'Better to ask than to guess')).toBe('opposite')
  })
  it('the choice said again is live (was held as the opposite)', () => {
    expect(verdict('Ask rather than guess', 'Better to ask than to guess')).toBe('live')
    expect(verdict('Fail loudly rather than silently', 'It\'s better to fail loudly than to fail silently')).toBe('live')
  })
})
