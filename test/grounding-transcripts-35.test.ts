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

// The same half (t02-5): "a TS-only shop" says TypeScript everywhere, so "All code under src must be
// TypeScript" was held as trading the user's "only" for "all".
describe('an "-only" compound', () => {
  it('is no "only" of a case (was held as a change of only to all)', () => {
    expect(verdictIn('All code under src must be TypeScript; no plain .js files', 'please use typescript, we\'re a TS-only shop, no plain .js files in src')).toBe('live')
    expect(verdictIn('All identifiers must be ASCII', 'ASCII-only identifiers please')).toBe('live')
  })
  it('an "only" of its own still is', () => {
    expect(verdictIn('Add comments to all functions', 'Only add comments to public functions')).not.toBe('live')
    expect(verdictIn('Run the e2e tests on every branch', 'only run the e2e tests on main')).not.toBe('live')
  })
})

// The second set's tune half (u22-3): 「人员账号必须开启 MFA」 after 「人用的账号必须开 MFA」 waited for adding
// 开启 — 开 after a modal (必须, 要, 应该) is a verb of its own, which 开启 spells out. And our own
// construction after it: "MFA can be disabled" after 「MFA 必须开」 went live — a plain turning-on is kept
// on, which turning off flips across languages.
describe('a one-character verb after a modal', () => {
  it('spelled out, is the user\'s (was held for adding 开启)', () => {
    expect(verdictIn('人员账号必须开启 MFA；机器身份使用 role，不签发长期 access key。', '人用的账号必须开 MFA，机器用的走 role，不发长期 access key')).toBe('live')
    expect(verdictIn('账号必须开启 MFA', '账号必须开 MFA')).toBe('live')
  })
  it('the other verb still waits', () => {
    expect(verdictIn('账号必须开启 MFA', '账号必须关 MFA')).not.toBe('live')
    expect(verdictIn('旧分支要删除', '旧分支要留')).not.toBe('live')
  })
})

describe('turned on, then off across languages', () => {
  it('waits as the opposite (was live)', () => {
    expect(verdictIn('MFA can be disabled', 'MFA 必须开')).toBe('opposite')
  })
  it('turned on in both is live', () => {
    expect(verdictIn('MFA must be enabled', 'MFA 必须开')).toBe('live')
    expect(verdictIn('Always enable HTTPS in production', '生产环境必须开 HTTPS')).toBe('live')
  })
})

// The second set's tune half (u26-6) and our own construction: a message of both languages restricts in
// either ("hashing only for the join keys." backs 「加盐哈希只用于 join key」), and 不 before a verb in Latin
// letters refuses it (「release 分支不 squash」 read as "squash release branches": "Squash release branches"
// after it was live, and 「release 分支别 squash」 was held as its opposite).
describe('an "only" in a message of both languages', () => {
  it('backs 只 (was held for adding 只)', () => {
    expect(verdictIn('分析表直接删掉 PII 列，加盐哈希只用于 join key', 'hashing only for the join keys. 分析表直接删 PII 列')).toBe('live')
  })
  it('an 只 nobody said still waits', () => {
    expect(verdictIn('加盐哈希只用于日志', '分析表直接删 PII 列，哈希用于 join key')).not.toBe('live')
  })
})

describe('不 before a verb in Latin letters', () => {
  it('refuses it', () => {
    expect(verdictIn('Squash release branches', 'release 分支不 squash')).toBe('opposite')
    expect(verdictIn('release 分支要 squash', 'release 分支不 squash')).toBe('opposite')
    expect(verdictIn('测试里 mock 数据库', '测试不 mock 数据库')).not.toBe('live')
  })
  it('the refusal restated is live (was held as the opposite)', () => {
    expect(verdictIn('release 分支别 squash', 'release 分支不 squash')).toBe('live')
    expect(verdictIn('Don\'t squash release branches', 'release 分支不 squash')).toBe('live')
    expect(verdictIn('测试里不要 mock 数据库', '测试不 mock 数据库')).toBe('live')
  })
})

// Our own construction, left undone in session 34: 大量 was read as no size at all ("a lot of data"), so
// 「大量使用 emoji」 after 「少量使用 emoji」 and 「大量打日志」 after 「日志少打」 went live.
describe('大量 against 少量', () => {
  it('is the other end of an amount (was live)', () => {
    expect(verdictIn('大量使用 emoji', '少量使用 emoji')).toBe('changes')
    expect(verdictIn('大量打日志', '日志少打')).not.toBe('live')
  })
  it('a lot of data is still no size of a rule', () => {
    expect(verdictIn('数据量大的时候分页', '大量数据要分页')).toBe('live')
  })
})
