// Session 35, the whole-transcripts set's tune half (t07-2): the full stop of "e.g." ended a sentence and a
// clause, so "Don't add third-party dependencies (e.g. Kingfisher) to the app target" read as a refusal
// and then "Kingfisher) to the app target" as something to do — held as the opposite of the user's "no
// third party image libs pls. we try to keep deps at zero on the app target". And "keep deps at zero"
// refuses them.
import { describe, expect, it } from 'vitest'
import { partsOf } from '../src/core/claim-parts.js'
import { sentencesIn } from '../src/core/sentences.js'
import { verdictIn } from './helpers/ground-verdict.js'

describe('e.g., i.e. and vs. end no sentence', () => {
  it('one sentence, one clause', () => {
    expect(sentencesIn('Use a lib (e.g. Kingfisher) here. Then go. Pick X vs. Y. Done')).toEqual(['Use a lib (e.g. Kingfisher) here.', 'Then go.', 'Pick X vs. Y.', 'Done'])
    expect(partsOf('dont add third-party dependencies (e.g. kingfisher) to the app target').map((p) => p.stance)).toEqual(['dont'])
    expect(partsOf('use one store (i.e. zustand) for ui state').length).toBe(1)
  })
})

describe('keeping a thing at zero', () => {
  it('refuses it', () => {
    expect(partsOf('we try to keep deps at zero on the app target').map((p) => p.stance)).toEqual(['dont'])
    expect(partsOf('keep the build green').map((p) => p.stance)).toEqual(['do'])
  })
  it('the user\'s refusal, restated, is live (was held as the opposite)', () => {
    expect(verdictIn('Don\'t add third-party dependencies (e.g. Kingfisher) to the app target', 'need an image cache for the feed', 'no third party image libs pls. we try to keep deps at zero on the app target, Kingfisher etc are a no')).toBe('live')
  })
  it('adding them waits', () => {
    expect(verdictIn('Add third-party image libraries like Kingfisher to the app target', 'no third party image libs pls. we try to keep deps at zero on the app target, Kingfisher etc are a no')).not.toBe('live')
  })
})
