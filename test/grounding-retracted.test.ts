import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { retracts } from '../src/core/retracted.js'
import { pendingWhy } from '../src/tools/pending-card.js'
import { verdictIn } from './helpers/ground-verdict.js'

// Session 25, our own construction: a rule the user dropped in their next message, naming nothing
// ("nah forget it", 「算了，不用了」). Every word of the write is in the first message, and the second
// has no word of its topic, so the rule went live.
describe('a rule taken back in the next message', () => {
  it('waits, quoting both messages as typed', () => {
    const g = groundIn('Indent with tabs', [{ text: 'use tabs for indentation' }, { text: 'nah forget it, doesn\'t matter' }])
    expect(g).toMatchObject({ grounded: false, blocked: 'taken-back', quote: 'use tabs for indentation / nah forget it, doesn\'t matter', utterance: { text: 'nah forget it, doesn\'t matter' } })
    expect(verdictIn('提交前先跑 lint', '提交前跑一下 lint', '算了，不用了')).toBe('taken-back')
    expect(verdictIn('Add a CHANGELOG entry for every PR', 'add a changelog entry for every PR', 'actually that\'s overkill')).toBe('taken-back')
    expect(verdictIn('Prefix branch names with the ticket id', 'prefix branch names with the ticket id', 'not needed anymore, we dropped jira')).toBe('taken-back')
    expect(verdictIn('Use Redux for state', 'use redux for state', 'ugh no, way too much boilerplate for this')).toBe('taken-back')
  })

  it('inside one message, after "actually" / 不对, quoting the message as sent', () => {
    const said = 'use tabs for indentation. actually never mind, doesn\'t matter'
    expect(groundIn('Indent with tabs', [{ text: said }])).toMatchObject({ blocked: 'taken-back', quote: said })
    expect(verdictIn('提交前先跑 lint', '提交前跑一下 lint。不对，算了，不用了')).toBe('taken-back')
  })

  it('a next message that asks, goes on, or states a rule of its own takes nothing back', () => {
    expect(verdictIn('Indent with tabs', 'use tabs for indentation', 'is that ok?')).toBe('live')
    expect(verdictIn('Indent with tabs', 'use tabs for indentation', 'thanks! now the readme')).toBe('live')
    expect(verdictIn('Indent with tabs', 'use tabs for indentation', 'don\'t bother asking me about formatting again')).toBe('live')
    expect(retracts('算了解一下这个库再说吗？')).toBe(false)
    // Two messages on, "forget it" may be about anything in between.
    expect(verdictIn('Indent with tabs', 'use tabs for indentation', 'and run prettier', 'forget it')).toBe('live')
  })

  it('the value put in its place, in the same breath, is the user\'s', () => {
    expect(verdictIn('Use spaces for indentation', 'use tabs for indentation', 'nah forget it, use spaces')).toBe('live')
    expect(verdictIn('Indent with tabs', 'use tabs for indentation', 'nah forget it, use spaces')).not.toBe('live')
  })

  it('the card says so in both languages', () => {
    const closeTo = { quote: 'use tabs for indentation / nah forget it', blocked: 'taken-back' as const }
    expect(pendingWhy({ why: 'ungrounded', closeTo }, 'en')).toBe('Close to what you said — “use tabs for indentation / nah forget it” — but it is what you took back.')
    expect(pendingWhy({ why: 'ungrounded', closeTo }, 'zh')).toBe('和你说的相近——「use tabs for indentation / nah forget it」——但它是你随后收回的话。')
  })
})

// Session 26: the host gives the end of the assistant's message before each of the user's
// (`before`); a "forget it" that answers the model's own question drops nothing the user said.
describe('a "forget it" that answers the model', () => {
  const after = (before: string, text: string) => ({ text, before })
  it('answers a question of the model\'s: the rule before it stays the user\'s', () => {
    expect(groundIn('Use tabs for indentation', [{ text: 'use tabs for indentation' }, after('Done, switched to tabs. Shall I also reformat every file?', 'nah forget it')])).toMatchObject({ grounded: true })
    expect(groundIn('提交前跑一下 lint', [{ text: '提交前跑一下 lint' }, after('好的。要不要我顺便把所有文件格式化一遍？', '算了，不用了')])).toMatchObject({ grounded: true })
  })

  it('takes the rule back when the model asked about keeping it, said nothing asking, or the user dropped it in the same message', () => {
    expect(groundIn('Use tabs for indentation', [{ text: 'use tabs for indentation' }, after('Done. Should I remember this as a rule?', 'nah forget it')])).toMatchObject({ blocked: 'taken-back' })
    expect(groundIn('Use tabs for indentation', [{ text: 'use tabs for indentation' }, after('Done. Should I save this to memory.md?', 'nah forget it')])).toMatchObject({ blocked: 'taken-back' })
    expect(groundIn('提交前跑一下 lint', [{ text: '提交前跑一下 lint' }, after('好的，要我记住这条规则吗？', '算了，不用了')])).toMatchObject({ blocked: 'taken-back' })
    expect(groundIn('Use tabs for indentation', [{ text: 'use tabs for indentation' }, after('Done, switched the file to tabs.', 'nah forget it')])).toMatchObject({ blocked: 'taken-back' })
    expect(groundIn('Use tabs for indentation', [{ text: 'use tabs for indentation. actually never mind', before: 'Anything else?' }])).toMatchObject({ blocked: 'taken-back' })
  })
})
