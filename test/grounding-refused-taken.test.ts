import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session 21: the user chose one side
// and turned the other away ("…, not free text", 不要写成…), and the judgment, in the other language,
// does what they turned away, said in ordinary words (read through the senses tables). It waits and
// the card names the refused side; the chosen side, or both sides, restated go live.
describe('the side the user turned away from, taken across languages', () => {
  it('waits', () => {
    expect(verdict('审计记录写成自由文本', 'audit records should be structured events, not free text')).toBe('changes')
    expect(verdict('Write audit records as free text', '审计记录要写成结构化事件，不要写成自由文本')).toBe('changes')
    const g = groundIn('审计记录写成自由文本', [{ text: 'audit records should be structured events, not free text' }])
    expect(g.changed).toEqual([{ from: ['not free text'], to: ['审计记录写成自由文本'] }])
  })

  it('the chosen side, or both sides, restated go live', () => {
    expect(verdict('审计记录写成结构化事件', 'audit records should be structured events, not free text')).toBe('live')
    expect(verdict('Write audit records as structured events', '审计记录要写成结构化事件，不要写成自由文本')).toBe('live')
    expect(verdict('日志用结构化 json，不要写自由文本', 'logs should be structured json, not free text')).toBe('live')
  })
})

// Session 44, our own construction after a pair of the twenty-second set's tune half: the sides swapped
// whole — the judgment does what the user refused and turns away from what they chose, while the act both
// sides serve (建、查、删 / create, list, remove) sits in the user's chosen clause.
describe('both sides swapped across languages, the shared act in the chosen clause', () => {
  const said = '计划任务用内置的 cron 工具来建、查、删，别通过 exec 去调 hermes cron'
  it('waits', () => {
    expect(verdict('Create, list and remove scheduled tasks by calling `hermes cron` via exec rather than with the built-in cron tool', said)).toBe('changes')
  })

  it('the user\'s side restated goes live', () => {
    expect(verdict('Use the built-in cron tool to create, list and remove scheduled tasks; do not call hermes cron via exec', said)).toBe('live')
  })
})
