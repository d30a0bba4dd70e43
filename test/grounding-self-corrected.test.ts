// A message that corrects itself (issue 19, session 22, from the second whole-transcripts set's tune
// half): "use 4 spaces in bash. Wait no, we're on 2 spaces", "default locale is en, hmm actualy make
// it de", "I meant under 200 tokens, not words", 「缩进用 4 个空格，不对，2 个」. The value taken back a
// breath later no longer goes live; the corrected one does; the write names the message as sent.

import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { selfCorrected } from '../src/core/self-corrected.js'
import { verdictIn } from './helpers/ground-verdict.js'

const BASH = 'Oh, and use 4 spaces in bash. Wait no, we\'re on 2 spaces, I just checked the editorconfig. 2.'
const LOCALE = 'default locale is en, hmm actualy make it de, 70% of our traffic is german'
const ZH = '缩进用 4 个空格，不对，2 个'

describe('a value taken back in the same message', () => {
  it('holds the value taken back', () => {
    expect(verdictIn('Indent bash scripts with 4 spaces.', BASH)).toBe('changes')
    expect(verdictIn('Use en as the default locale.', LOCALE)).toBe('changes')
    expect(verdictIn('缩进用 4 个空格', ZH)).toBe('changes')
    expect(verdictIn('Keep system prompts under 200 words.', 'keep the system prompt under 200 words', 'wait sorry I said under 200 words I meant under 200 tokens, not words, tokens')).toBe('changes')
  })

  it('grounds the corrected value, naming the message as sent', () => {
    const said = [{ text: 'hi' }, { text: BASH }]
    const g = groundIn('Indent bash scripts with 2 spaces.', said)
    expect(g.grounded).toBe(true)
    expect(g.utterance).toBe(said[1])
    expect(verdictIn('Use de as the default locale.', LOCALE)).toBe('live')
    expect(verdictIn('缩进用 2 个空格', ZH)).toBe('live')
    expect(verdictIn('系统提示词控制在 200 个 token 以内。', 'keep the system prompt under 200 words', 'wait sorry I said under 200 words I meant under 200 tokens, not words, tokens')).toBe('live')
  })
})

describe('where a message corrects itself', () => {
  it('splits at the correction, not at an "actually" inside a clause', () => {
    expect(selfCorrected({ text: BASH }).map((u) => u.text)).toEqual(['Oh, and use 4 spaces in bash.', 'Wait no, we\'re on 2 spaces, I just checked the editorconfig. 2.'])
    expect(selfCorrected({ text: 'this is actually fine' })).toHaveLength(1)
    expect(selfCorrected({ text: 'use pnpm, actually it is the only thing that works here' })).toHaveLength(2)
    expect(verdictIn('Use pnpm', 'use pnpm, actually it is the only thing that works here')).toBe('live')
  })

  it('drops what the user says they said before correcting it', () => {
    expect(selfCorrected({ text: 'wait sorry I said under 200 words I meant under 200 tokens' }).map((u) => u.text)).toEqual(['I meant under 200 tokens'])
  })
})
