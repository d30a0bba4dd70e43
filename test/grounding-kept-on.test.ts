// Session 29, our own construction: a refused turning-off keeps the thing on (src/core/kept-on.ts).
// 「不要关掉缓存」 then 「关掉缓存」 went live (two refusals read alike), and the user's words said
// another way were held as "the opposite" ("Avoid disabling warnings" after "should not disable
// warnings"), in either language and across them. 关 that closes a thing (a connection, an issue) is
// a closing, not a switch.
import { describe, expect, it } from 'vitest'
import { keptOnRead, offFlippedInPlace } from '../src/core/kept-on.js'
import { verdict, verdictIn } from './helpers/ground-verdict.js'

describe('a turning-off after the user refused it', () => {
  it('waits as the opposite, in Chinese (was live)', () => {
    expect(verdict('关掉缓存', '不要关掉缓存')).toBe('opposite')
    expect(verdict('禁用 eslint', '永远不要禁用 eslint')).toBe('opposite')
    expect(verdict('关掉 lint', '别把 lint 关了')).toBe('opposite')
    expect(verdict('测试环境关掉日志', '测试环境不要关掉日志')).toBe('opposite')
  })
  it('waits across languages (was live)', () => {
    expect(verdict('Disable lint', '别把 lint 关了')).toBe('opposite')
    expect(verdict('Turn off HTTPS verification', '禁止关闭 https 校验')).toBe('opposite')
    expect(verdict('Disable automatic backups', '千万别关自动备份')).toBe('opposite')
  })
  it('waits across languages where the object is a name in Latin letters or the message says more (was live)', () => {
    expect(verdict('Disable the cache', '不要关掉缓存')).toBe('opposite')
    expect(verdict('Disable source maps', '别关 sourcemap')).toBe('opposite')
    expect(verdict('Turn off source maps', '别关 sourcemap')).toBe('opposite')
    expect(verdict('Disable type checking', 'ci 挂了也别关类型检查，修代码')).toBe('opposite')
    expect(verdict('Turn off logging', '不要关闭日志，线上排查要用')).toBe('opposite')
  })
  it('still waits in English', () => {
    expect(verdict('Disable the linter', 'never disable the linter')).toBe('opposite')
    expect(verdict('Turn off the cache', 'don\'t turn off the cache')).toBe('opposite')
  })
})

describe('the user\'s refusal said another way', () => {
  it('is the user\'s in Chinese (was held as the opposite)', () => {
    expect(verdict('缓存一直开着', '不要关掉缓存')).toBe('live')
    expect(verdict('保持 eslint 开启', '永远不要禁用 eslint')).toBe('live')
    expect(verdict('保持 strict 模式开启', '不要关掉 strict 模式')).toBe('live')
  })
  it('is the user\'s in English (was held as the opposite or a change)', () => {
    expect(verdict('Avoid disabling warnings globally', 'should not disable warnings globally')).toBe('live')
    expect(verdict('Fix lint errors instead of disabling the linter', 'don\'t disable the linter, fix the errors')).toBe('live')
    expect(verdict('Keep the linter enabled', 'never disable the linter')).toBe('live')
  })
  it('is the user\'s across languages (was held as the opposite)', () => {
    expect(verdict('Never disable lint', '别把 lint 关了')).toBe('live')
    expect(verdict('Keep logging on', '不要关闭日志，线上排查要用')).toBe('live')
    expect(verdict('Never disable HTTPS verification', '禁止关闭 https 校验')).toBe('live')
    expect(verdict('Leave debug logs on', '别关 debug 日志，我要看')).toBe('live')
    expect(verdict('Don\'t turn off the cache in CI', 'ci 上别关缓存')).toBe('live')
    expect(verdict('Never disable HTTPS certificate verification in production', 'prod 上别关 https 校验')).toBe('live')
    // The user's closed compound written open, their 关 said as "turn off" (were held as changing
    // "sourcemap" to "source maps", "ci" to "turn").
    expect(verdict('Never disable source maps', '别关 sourcemap')).toBe('live')
    expect(verdict('Keep source maps on', '别关 sourcemap')).toBe('live')
    expect(verdict('Don\'t turn off type checking', 'ci 挂了也别关类型检查，修代码')).toBe('live')
  })
  it('a message that both forbids and keeps on is read for both', () => {
    expect(verdictIn('不要跳过测试，也不要关闭覆盖率检查', '测试别跳过，也别关掉覆盖率检查')).toBe('live')
    expect(verdictIn('Never skip tests', 'don\'t skip tests or disable coverage')).toBe('live')
  })
})

describe('a refused skip insists on the step', () => {
  it('a skip after the user refused it waits as the opposite (was live)', () => {
    expect(verdict('跳过 CI', '不许跳过 CI')).toBe('opposite')
    expect(verdict('跳过 CI 直接合并', '不许跳过 CI')).toBe('opposite')
    expect(verdict('Skip the tests when in a hurry', 'never skip tests')).toBe('opposite')
    expect(verdict('跳过测试', 'never skip tests')).toBe('opposite')
  })
  it('the step said as a duty is the user\'s (was held as the opposite)', () => {
    expect(verdict('Always run the tests', 'never skip tests')).toBe('live')
    expect(verdict('测试一定要跑', '不要跳过测试')).toBe('live')
    expect(verdict('Never bypass pre-commit hooks with --no-verify', 'dont disable the pre-commit hooks with --no-verify')).toBe('live')
  })
  it('don\'t forget, do not omit, 「不要省略」 are the same kind of refusal (flips were live, the user\'s words held)', () => {
    expect(verdict('Update the changelog', 'don\'t forget to update the changelog')).toBe('live')
    expect(verdict('更新 changelog', '别忘了更新 changelog')).toBe('live')
    expect(verdict('不用更新 changelog', '别忘了更新 changelog')).toBe('relaxes')
    expect(verdict('Omit error handling', 'do not omit error handling')).toBe('opposite')
    expect(verdict('Always include error handling', 'do not omit error handling')).toBe('live')
    expect(verdict('省略分号', '不要省略分号')).toBe('opposite')
  })
  it('a negation carried over "or" keeps both', () => {
    expect(verdict('Do not disable coverage checks', 'don\'t skip tests or disable coverage')).toBe('live')
    expect(keptOnRead('don\'t skip tests or disable coverage')).toMatch(/^always\s+tests or keep\s+coverage$/)
  })
  it('a negation carried over "or" from another act cuts the clause: the turning-off after it is kept on (session 30; was live)', () => {
    const said = 'don\'t comment out or disable failing tests, fix them'
    expect(keptOnRead(said)).toMatch(/^don't comment out, keep\s+failing tests, fix them$/)
    expect(keptOnRead(said)).toHaveLength(said.length)
    expect(verdict('Disable failing tests', said)).toBe('opposite')
    expect(verdict('Never disable failing tests', said)).toBe('live')
    expect(verdict('Fix failing tests instead of disabling them', said)).toBe('live')
    expect(verdict('Comment out failing tests', said)).toBe('opposite')
    expect(verdict('Skip code review', 'never push to main or skip code review')).toBe('opposite')
    expect(verdict('Never skip code review', 'never push to main or skip code review')).toBe('live')
    expect(verdict('Disable SSL verification', 'never hardcode secrets or disable ssl verification')).toBe('opposite')
    expect(verdict('Keep strict mode enabled', 'don\'t use any or disable strict mode')).toBe('live')
  })
})

describe('the same verbs said plainly turn the thing away', () => {
  it('so a refused one and a plain one are opposites (were live while only the refusal was read)', () => {
    expect(verdict('停用缓存', '不要停用缓存')).toBe('opposite')
    expect(verdict('关缓存', '别关缓存')).toBe('opposite')
    expect(verdict('停掉定时任务', '不要停掉定时任务')).toBe('opposite')
    expect(verdict('绕过代理', '不要绕过代理')).toBe('opposite')
    expect(verdict('Bypass the proxy', 'don\'t bypass the proxy')).toBe('opposite')
    expect(verdict('Turn the cache off', 'don\'t turn the cache off')).toBe('opposite')
  })
  it('有关, 相关 are no 关 (「AI 相关的功能」 was read as turning features off)', () => {
    expect(keptOnRead('不要把支付相关的接口删掉')).toBe('不要把支付相关的接口删掉')
    expect(verdict('AI 功能用 Vercel AI SDK 开发', 'AI 相关的功能用 Vercel AI SDK 来做')).not.toBe('opposite')
  })
})

describe('关 that closes a thing', () => {
  it('is a closing, in either language (was held as the opposite)', () => {
    expect(verdict('Always close database connections promptly', '及时关闭数据库连接')).toBe('live')
    expect(verdict('数据库连接用完要及时关闭', '及时关闭数据库连接')).toBe('live')
    expect(verdict('Close connections before exiting', '把连接关了再退出')).toBe('live')
  })
  it('is read as written, not as a switch kept on', () => {
    expect(keptOnRead('不要关闭连接池')).toBe('不要关闭连接池')
    expect(keptOnRead('别关 PR，先留着')).toBe('别关 PR，先留着')
    expect(keptOnRead('不要关心性能')).toBe('不要关心性能')
  })
})

describe('keptOnRead', () => {
  it('keeps the object and the length', () => {
    for (const text of ['别把 lint 关了', 'don\'t turn the cache in ci off', 'never disable the linter', '不要关掉缓存']) {
      expect(keptOnRead(text)).toHaveLength(text.length)
    }
    expect(keptOnRead('别把 lint 关了')).toMatch(/^保持 lint\s+了$/)
    expect(keptOnRead('don\'t turn the cache off').trim()).toBe('keep the cache')
    expect(keptOnRead('avoid disabling warnings globally')).toMatch(/^keep\s+warnings globally$/)
  })
})

describe('a refused breaking keeps the thing working (session 30)', () => {
  it('said another way is live (was held as the opposite)', () => {
    expect(verdict('Keep the build green', 'don\'t break the build')).toBe('live')
    expect(verdict('Keep existing tests passing', 'don\'t break existing tests')).toBe('live')
    expect(verdict('保持现有功能正常', '不要破坏现有功能')).toBe('live')
    expect(verdict('Preserve backwards compatibility', 'never break backwards compatibility')).toBe('live')
    expect(verdict('Do not break the public API', 'keep the public API backwards compatible')).toBe('live')
  })
  it('done, it waits (was live)', () => {
    expect(verdict('Break the public API when needed', 'keep the public API backwards compatible')).toBe('opposite')
    expect(verdict('Break the build if needed', 'don\'t break the build')).toBe('opposite')
    expect(verdict('破坏现有功能', '不要破坏现有功能')).toBe('opposite')
  })
  it('not a breaking up, into parts or by a means', () => {
    expect(keptOnRead('never break long functions into smaller ones')).toBe('never break long functions into smaller ones')
    expect(keptOnRead('never break existing functionality by removing code')).toBe('never break existing functionality by removing code')
    expect(keptOnRead('avoid breaking changes')).toBe('avoid breaking changes')
    expect(verdict('Split long functions into smaller ones', 'break long functions into smaller ones')).toBe('live')
  })
})

describe('a thing kept on after a refusal of another act, turned off (session 31)', () => {
  it('waits as the opposite (was live)', () => {
    expect(verdict('Turn off coverage', 'do not delete tests or turn off coverage')).toBe('opposite')
    expect(verdict('Disable coverage', 'do not delete tests or disable coverage')).toBe('opposite')
    expect(verdict('Disable the linter', 'never push to main or disable the linter')).toBe('opposite')
    expect(verdict('Bypass the hooks', 'you must not rewrite history or bypass the hooks')).toBe('opposite')
  })
  it('the user’s words said again, or the other act, are live', () => {
    expect(verdict('Keep coverage on', 'do not delete tests or turn off coverage')).toBe('live')
    expect(verdict('Never turn off coverage', 'do not delete tests or turn off coverage')).toBe('live')
    expect(verdict('Never delete tests', 'do not delete tests or turn off coverage')).toBe('live')
    expect(verdict('Turn off telemetry', 'turn off telemetry, never disable the firewall')).toBe('live')
  })
  it('a thing the user did not keep on is not read as theirs', () => {
    expect(offFlippedInPlace('Turn off the spell checker', 'never turn off type checking')).toBe(false)
    expect(offFlippedInPlace('Turn off telemetry', 'turn off telemetry, never disable the firewall')).toBe(false)
    expect(offFlippedInPlace('Disable the firewall', 'turn off telemetry, never disable the firewall')).toBe(true)
  })
})
