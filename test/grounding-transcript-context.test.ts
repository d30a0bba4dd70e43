// What a whole conversation says that one message does not (issue 19, session 21), from the shapes of
// the whole-transcripts set's tune half, in the lead's words: an assignment crossed in one clause
// ("Use anyhow in the lib crate" after "use anyhow in the binary, thiserror in the lib crate"), a view
// taken back later ("forget the index.ts thing"), a refusal that names its object by a pronoun ("i
// tried redux, we can't use it"), and every occasion where the user named one ("Run mvn verify before
// every commit" after 「好 run 一下 mvn verify」). Before this change each write below went live.

import { describe, expect, it } from 'vitest'
import { verdictIn } from './helpers/ground-verdict.js'

describe('an assignment crossed in one clause', () => {
  it('takes one value to the other place: changes', () => {
    expect(verdictIn('Use anyhow in the lib crate', 'use anyhow in the binary, thiserror in the lib crate')).toBe('changes')
    expect(verdictIn('lib crate 里用 anyhow', 'binary 里用 anyhow，lib crate 里用 thiserror')).toBe('changes')
    expect(verdictIn('lib crate 里用 anyhow 处理错误', 'error handling 用 anyhow in the binary, thiserror in the lib crate')).toBe('changes')
  })

  it('keeps a clause restated, or both restated together, live', () => {
    expect(verdictIn('Use anyhow in the binary and thiserror in the lib crate', 'use anyhow in the binary, thiserror in the lib crate')).toBe('live')
    expect(verdictIn('Use anyhow in the binary', 'use anyhow in the binary, thiserror in the lib crate')).toBe('live')
    expect(verdictIn('Use thiserror in the lib crate', 'use anyhow in the binary, thiserror in the lib crate')).toBe('live')
  })
})

describe('a view taken back later', () => {
  it('"forget the X thing" takes back what named X', () => {
    const said = ['also I like when components are in their own folder with an index.ts, just my taste', 'ok actually forget the index.ts thing, it slows the build. just put the component file directly']
    expect(verdictIn('Put each component in its own folder with an index.ts', ...said)).not.toBe('live')
    expect(verdictIn('Put each component in its own folder with an index.ts', said[0]!)).toBe('live')
  })
})

describe('a refusal that names its object by a pronoun', () => {
  it('reads the name before it', () => {
    expect(verdictIn('Use redux', 'i tried redux, we can\'t use it')).not.toBe('live')
    expect(verdictIn('Do not use redux', 'i tried redux, we can\'t use it')).toBe('live')
  })
})

describe('every occasion where the user named one', () => {
  it('holds "before every commit" after a one-off request', () => {
    expect(verdictIn('Run mvn verify before every commit', '好 run 一下 mvn verify')).toBe('generalises')
    expect(verdictIn('Run the linter every time', 'run the linter now')).toBe('generalises')
    // A bare request is one act, not a standing rule (session 24; before, "a plain imperative is a
    // standing rule already" let "Always push to main" live on "push to main").
    expect(verdictIn('Validate the input schema before every request', 'validate the input schema')).toBe('generalises')
    expect(verdictIn('Validate the input schema', 'validate the input schema')).toBe('live')
  })

  it('holds "always" added to a bare request, in either language (session 24)', () => {
    expect(verdictIn('Always push to main', 'push to main')).toBe('generalises')
    expect(verdictIn('Always delete the build folder', 'delete the build folder')).toBe('generalises')
    expect(verdictIn('Always use like: and fix:', 'fix it')).toBe('generalises')
    expect(verdictIn('总是直接推到 main', '推到 main')).toBe('generalises')
    expect(verdictIn('Always run the linter', 'run the linter now')).toBe('generalises')
  })

  it('keeps "always" live where the user\'s words state a rule: a modal, a refusal, a preference, a "we", every case', () => {
    expect(verdictIn('Always use pnpm', 'we use pnpm')).toBe('live')
    expect(verdictIn('Always use pnpm', 'you should use pnpm')).toBe('live')
    expect(verdictIn('Always run the linter before pushing', 'run the linter before pushing')).toBe('live')
    expect(verdictIn('Never use sudo', 'no sudo')).toBe('live')
    expect(verdictIn('一律用 pnpm 安装依赖', '依赖要用 pnpm 安装')).toBe('live')
    expect(verdictIn('Always push to main', 'push to main')).not.toBe('live')
  })

  it('keeps it live where the user named the occasion or every case', () => {
    expect(verdictIn('Run mvn verify before every commit', 'run mvn verify before committing')).toBe('live')
    expect(verdictIn('每次提交前跑 mvn verify', '提交前都跑一下 mvn verify')).toBe('live')
  })
})
