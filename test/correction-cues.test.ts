// The words that open a correction are written once (correction-cues.ts) and heard by every reader of
// one: inside a message (self-corrected.ts), at a later message's start (correction-applied.ts),
// anywhere in a later message (corrected-later.ts), and before "not" / "make it"
// (correction-unnamed.ts). Each case below is one reader hearing a spelling of the shared list
// ("actully", "scratch that", "erm"): before the list was shared, some readers heard it and others
// did not.

import { describe, expect, it } from 'vitest'
import { selfCorrected } from '../src/core/self-corrected.js'
import { verdictIn } from './helpers/ground-verdict.js'

describe('one list of correction cues, heard by every reader', () => {
  it('inside a message: the words before the cue and the correction are read apart', () => {
    for (const cue of ['actully', 'actualy', 'scratch that', 'on second thought', 'erm, actually']) {
      const parts = selfCorrected({ text: `default locale is en, ${cue} make it de` })
      expect(parts.map((p) => p.text), cue).toEqual(['default locale is en', `${cue} make it de`])
    }
    expect(verdictIn('Use en as the default locale.', 'default locale is en, actully make it de')).toBe('changes')
    expect(verdictIn('Use de as the default locale.', 'default locale is en, actully make it de')).toBe('live')
  })

  it('at a later message\'s start: the value it takes back waits', () => {
    expect(verdictIn('Use npm for installs', 'use npm for installs', 'actully no, pnpm')).toBe('changes')
    expect(verdictIn('Use pnpm for installs', 'use npm for installs', 'erm actully no, pnpm')).toBe('live')
  })

  it('before "not": what the "not" takes back waits', () => {
    expect(verdictIn('Run the whole e2e suite before merging', 'run the whole e2e suite before merging', 'actully not the whole suite, just the smoke tests')).toBe('changes')
    expect(verdictIn('Run the whole e2e suite before merging', 'run the whole e2e suite before merging', 'scratch that, not the whole suite, just the smoke tests')).toBe('changes')
  })

  it('a message with no cue corrects nothing', () => {
    expect(selfCorrected({ text: 'default locale is en, and make it the fallback too' }).length).toBe(1)
    expect(verdictIn('Use npm for installs', 'use npm for installs', 'also pin the node version')).toBe('live')
  })
})
