// The model's mirror_forget card when its words were not the judgment's own (walk20): the card names
// the whole judgment that went, says the model's words matched all of it, and where to restore it.
// Asked by id, the model named the judgment itself: nothing more is said.
import { describe, expect, test } from 'vitest'
import { cardLines, cardText } from '../src/tools/cards.js'

const meta = { outcome: 'forgotten', id: 'j_0123456789ab', kind: 'principle', text: '先给结论再给理由' }
const card = (args: Record<string, unknown>, lang: 'zh' | 'en') => cardLines(cardText('mirror_forget', { args, isError: false, text: '', meta }, lang)!)

describe('the model\'s forget card', () => {
  test('by a fragment: the model\'s words matched the whole judgment (zh, en)', () => {
    expect(card({ text: '先给结论', reason: 'x' }, 'zh')).toEqual([
      '已忘掉（原则）：先给结论再给理由',
      '模型写的「先给结论」对上的是这一整条，整条都忘掉了。',
      '撤销：在「记忆」页点「更多」→「历史」，再点它旁边的「恢复」。',
    ])
    expect(card({ text: '先给结论', reason: 'x' }, 'en')).toEqual([
      'Forgotten (Principle): 先给结论再给理由',
      'The model\'s words “先给结论” matched this whole judgment, and all of it was forgotten.',
      'Undo: in the Memory tab, More → History, then Restore beside it.',
    ])
  })

  test('by its own words or by id: the title says it all', () => {
    expect(card({ text: '先给结论再给理由' }, 'zh')).toHaveLength(2)
    expect(card({ id: 'j_0123456789ab', text: '先给结论' }, 'zh')).toHaveLength(2)
  })
})
