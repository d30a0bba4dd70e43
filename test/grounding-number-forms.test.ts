// Numbers as people write them (issue 19, session 22, from the second whole-transcripts set's tune
// half): a thousands separator (1,000), a magnitude (10M rows, 1000万行, 两千万), a clock time (8:00 for
// 8 点), an adjective before the unit ("three full days"), 两位小数; a label before a colon ("rule:",
// 这个季度的目标：) that no restatement keeps; the means of a refused act ("never build sentences by
// concatenating strings") refused with it. Each grounded pair below waited before; each changed
// value still waits.

import { describe, expect, it } from 'vitest'
import { numberMentions } from '../src/core/claim-numbers.js'
import { chineseNumber, normalize } from '../src/core/segment.js'
import { verdictIn } from './helpers/ground-verdict.js'

const numbers = (text: string) => numberMentions(normalize(text), []).map((m) => [m.cls, m.value])

describe('numbers in the forms people type', () => {
  it('reads separators, magnitudes, clock times and units after an adjective', () => {
    expect(numbers('in batches of 1,000 rows')).toEqual([['number:lines', '1000']])
    expect(numbers('tables over 10M rows')).toEqual([['number:lines', '10000000']])
    expect(numbers('大表 (>1000万行)')).toEqual([['number:lines', '10000000']])
    expect(numbers('before 8:00 every morning')).toEqual([['number', '8']])
    expect(numbers('standup at 9:30')).toEqual([['number', '9:30']])
    expect(numbers('for three full days')).toEqual([['number:days', '3']])
    expect(numbers('保留两位小数')).toEqual([['number', '2']])
    expect(numbers('use 1,2,3 as ids')).toEqual([['number', '1'], ['number', '2'], ['number', '3']])
  })

  it('reads 万 and 亿 as multiplying all before them', () => {
    expect(chineseNumber('两千万')).toBe(20000000)
    expect(chineseNumber('一亿两千万')).toBe(120000000)
    expect(chineseNumber('五十')).toBe(50)
    expect(chineseNumber('三万五千')).toBe(35000)
    expect(chineseNumber('三四')).toBeNull()
  })
})

describe('the same number in another form grounds; another number waits', () => {
  const BACKFILL = 'oh and 别在 migration 里 backfill 数据，写成单独的 rake task，分批 1000 行一批'
  const DAG = '还有，新 DAG 上线之前必须在 staging 跑满三天，这个我跟老板承诺过。'
  const INDEX = 'rule: 大表 (>1000万行) 加 index 必须 algorithm: :concurrently，加 column 不能带 default，分两步'

  it('grounds the paraphrases', () => {
    expect(verdictIn('Backfill data in a separate rake task in batches of 1,000 rows, never inside a migration.', BACKFILL)).toBe('live')
    expect(verdictIn('New DAGs must run in staging for three full days before going live.', DAG)).toBe('live')
    expect(verdictIn('On tables over 10M rows, add indexes with algorithm: :concurrently and add columns without a default, in two steps.', INDEX)).toBe('live')
    expect(verdictIn('Daily report data must be ready before 8:00 every morning.', '这个季度的目标：每天早上 8 点前报表数据必须就绪，业务那边看板 9 点开会要用。')).toBe('live')
  })

  it('holds another value', () => {
    expect(verdictIn('Backfill data in a separate rake task in batches of 5,000 rows, never inside a migration.', BACKFILL)).toBe('changes')
    expect(verdictIn('New DAGs must run in staging for two full days before going live.', DAG)).toBe('changes')
    expect(verdictIn('On tables over 1M rows, add indexes with algorithm: :concurrently', INDEX)).toBe('changes')
    expect(verdictIn('Daily report data must be ready before 9:00 every morning.', '每天早上 8 点前报表数据必须就绪')).not.toBe('live')
  })
})

describe('the means of a refused act is refused with it', () => {
  const ICU = 'dont concatenate translated strings ever, use ICU placeholders. german word order breaks everyting'

  it('grounds "never build sentences by concatenating …", holds its flip', () => {
    expect(verdictIn('Never build sentences by concatenating translated strings; use ICU placeholders.', ICU)).toBe('live')
    expect(verdictIn('Build sentences by concatenating translated strings', ICU)).not.toBe('live')
  })

  it('an outcome avoided by a means leaves the means done', () => {
    expect(verdictIn('Avoid race conditions by using locks', 'use locks to avoid race conditions')).toBe('live')
  })
})
