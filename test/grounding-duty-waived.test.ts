import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { waivesDuty } from '../src/core/duty-waived.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session 21: a duty of the user's
// written down as "doesn't matter", "can leave", 无所谓, or as "just the bare thing is enough" (简单…就行)
// waits, and the card names the duty and the waiver; the duty restated, or a waiver the user said
// themselves, goes live.
describe('a duty of the user\'s written down as optional', () => {
  it('waits, in one language and across zh/en', () => {
    expect(verdict('Scripts can leave the temp files they create', 'every temp file a script creates must be removed before the script exits')).toBe('changes')
    expect(verdict('The type check before a commit doesn\'t matter', 'always make sure the type check passes before you commit')).toBe('changes')
    expect(verdict('提交前跑不跑类型检查都无所谓', '提交前一定要跑类型检查')).toBe('changes')
    expect(verdict('Python 3.8 support doesn\'t matter', '代码必须兼容 Python 3.8')).toBe('changes')
  })

  it('waits when a sufficiency makes the thing less than the user asked', () => {
    expect(verdict('报错时简单提示一下出错了就行', '报错时的提示要能让用户知道下一步该做什么')).toBe('changes')
    expect(verdict('每个服务共用同一个配置文件就行', '每个服务都需要自己的配置文件')).toBe('changes')
  })

  // Session 44, after a pair of the twenty-fourth set's tune half: the thing not needed named at length.
  it('waits when "no … is needed" names what is not needed in several words', () => {
    const said = 'make watch has hot reload but the language server itself u have to restart by hand in the command palette'
    expect(verdict('When running make watch, no manual restart in the command palette is needed; hot reload restarts the language server itself', said)).toBe('changes')
    expect(verdict('With make watch, hot reload covers the code but the language server itself must be restarted by hand in the command palette', said)).toBe('live')
  })

  it('tells what changed', () => {
    const g = groundIn('Scripts can leave the temp files they create', [{ text: 'every temp file a script creates must be removed before the script exits' }])
    expect(g.changed).toEqual([{ from: ['must'], to: ['can leave'] }])
    expect(waivesDuty('提交前跑不跑类型检查都无所谓', '提交前一定要跑类型检查')).toEqual({ from: ['一定要'], to: ['无所谓'] })
  })

  it('the duty restated, a plain "… will do", or a waiver the user said, goes live', () => {
    expect(verdict('Remove every temp file a script creates before the script exits', 'every temp file a script creates must be removed before the script exits')).toBe('live')
    expect(verdict('Make sure the type check passes before every commit', 'always make sure the type check passes before you commit')).toBe('live')
    expect(verdict('提交前必须跑类型检查', '提交前一定要跑类型检查')).toBe('live')
    expect(verdict('每个服务都要有自己的配置文件', '每个服务都需要自己的配置文件')).toBe('live')
    expect(verdict('依赖用 pnpm 装就行', '依赖必须用 pnpm 装')).toBe('live')
    expect(verdict('Typo fixes don\'t need a changelog entry', 'typo fixes dont need a changelog entry')).toBe('live')
    expect(verdict('只改文档的 PR 跑不跑 e2e 都无所谓', '只改文档的 PR，e2e 跑不跑无所谓')).toBe('live')
    expect(verdict('Make sure every endpoint is documented; a one-line summary is enough', 'make sure every endpoint has docs. a one line summary is enough')).toBe('live')
    expect(waivesDuty('Old browsers don\'t matter, but the site must work on mobile', 'the site must work on mobile, old browsers we dont care about')).toBeUndefined()
  })

  // Session flips22: "… can stay" against the user's "fix all …" / "I don't want any …".
  it('waits when a demand for all of them is written as "can stay"', () => {
    expect(verdict('Lint errors can stay when you open the pull request', 'resolve all lint errors before you open the pull request')).toBe('changes')
    expect(waivesDuty('Lint errors can stay when you open the pull request', 'resolve all lint errors before you open the pull request')).toEqual({ from: ['resolve all'], to: ['can stay'] })
    expect(waivesDuty('Debug prints can remain in the merged code', 'i dont want any debug prints in the merged code')).toEqual({ from: ['i dont want any'], to: ['can remain'] })
    expect(verdict('Resolve every lint error before you open the pull request', 'resolve all lint errors before you open the pull request')).toBe('live')
    expect(verdict('Keep no debug prints in the merged code', 'i dont want any debug prints in the merged code')).toBe('live')
    expect(verdict('The old config keys can stay until the next major release', 'the old config keys can stay until the next major release, no rush')).toBe('live')
  })
})

// Session 42, our own construction: the user's "nothing gets merged without a review" (or "never merge
// without a review") insists on the review; "Hotfixes can be merged without a review" and "Merge without
// waiting for a review" waive it and went live (claims.ts: "nothing" keeps a duty as "never" does, and a
// review waived may be "a review", "waiting for a review", "getting approval").
describe('a review waived after the user insisted on it', () => {
  it('waits', () => {
    expect(verdict('Hotfixes can be merged without a review', 'nothing gets merged without a review, even hotfixes')).not.toBe('live')
    expect(verdict('Merge without waiting for a review', 'Never merge without a review')).not.toBe('live')
    expect(verdict('It is fine to merge without getting approval', 'never merge without approval')).not.toBe('live')
  })
  it('the insistence restated is the user\'s', () => {
    expect(verdict('Require a review for every merge, hotfixes included', 'nothing gets merged without a review, even hotfixes')).toBe('live')
    expect(verdict('Never merge without a review', 'nothing gets merged without a review')).toBe('live')
  })
})
