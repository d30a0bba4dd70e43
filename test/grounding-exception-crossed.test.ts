import { describe, expect, it } from 'vitest'
import { crossesException, deniesException } from '../src/core/exception-crossed.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): a rule put on the very thing the user
// excepted from it waits; the exception restated, or the main rule alone, goes live.
describe('a rule applied inside the user\'s exception', () => {
  it('waits', () => {
    expect(verdict('Use spaces in Makefiles', 'spaces everywhere except makefiles, those need tabs')).toBe('opposite')
    expect(verdict('Write the user guide in English', 'docs in english, but the user guide stays chinese')).toBe('opposite')
    expect(verdict('Makefile 也用空格缩进', '除了 Makefile，其他都用空格缩进')).toBe('opposite')
    expect(crossesException('Run the linter on vendored code', 'run the linter on everything except vendored code')).toBe('vendor code')
  })

  it('the exception restated, or the main rule alone, goes live', () => {
    expect(verdict('Use tabs in Makefiles, spaces everywhere else', 'spaces everywhere except makefiles, those need tabs')).toBe('live')
    expect(verdict('Keep the user guide in Chinese', 'docs in english, but the user guide stays chinese')).toBe('live')
    expect(verdict('Write docs in English', 'docs in english, but the user guide stays chinese')).toBe('live')
    expect(crossesException('Makefile 用 tab 缩进', '除了 Makefile 用 tab，其他都用空格缩进')).toBeUndefined()
  })
})

// Session 13, our own construction: the user's exception said the judgment's rule holds for too.
describe('a rule said to hold for the case the user excepted', () => {
  it('waits', () => {
    expect(verdict('周五下午一律不上线，紧急修复也不例外', '以后周五下午都不要上线，除非是线上故障的紧急修复')).toBe('opposite')
    expect(deniesException('Never deploy on Fridays, even for hotfixes', 'no deploys on fridays unless it is a hotfix for a prod outage')).toBe('hotfix for a prod outage')
  })

  it('the exception restated goes live; the user\'s OK is no case', () => {
    expect(verdict('No deploys on Fridays except hotfixes for production outages', 'no deploys on fridays unless it\'s a hotfix for a prod outage')).toBe('live')
    expect(verdict('周五下午不上线，线上故障的紧急修复除外', '以后周五下午都不要上线，除非是线上故障的紧急修复')).toBe('live')
    expect(deniesException('Never push to main, no exceptions', 'don\'t push to main unless I say so')).toBeUndefined()
  })
})

// Session 14, our own construction: the case excepted in a sentence of its own ("stdout. except the
// worker, …"), and said to be "included" / "too".
describe('an exception that opens its own sentence', () => {
  it('is read with the rule before it', () => {
    expect(verdict('All services log to stdout, the worker and the cron job included', 'ok for logging: stdout. except the worker and the cron job, those two write to files')).toBe('opposite')
    expect(verdict('Format everything with black, the migrations folder too', 'format with black. except the migrations folder, leave that alone')).toBe('opposite')
    expect(verdict('All services log to stdout, except the worker and the cron job', 'ok for logging: stdout. except the worker and the cron job, those two write to files')).toBe('live')
  })
})

// Session 45, our own construction (a probe batch of allowances with a case refused after them): the
// refused case restated as a refusal goes live; the allowance put on the refused case waits, in
// English and in the Chinese 「A 可以 P，B 不行」.
describe('an allowance with a case refused after it', () => {
  it('the refused case restated as a refusal goes live', () => {
    expect(verdict('No logging in the hot path', 'logging is fine in services but not in the hot path')).toBe('live')
    expect(verdict('Do not mock our own database; mocking external APIs is fine', 'mocks are ok for external apis but not for our own db')).toBe('live')
    expect(verdict('写接口不加缓存', '读接口可以加缓存，写接口不行')).toBe('live')
    expect(verdict('业务代码里不要用 any', '测试代码里用 any 没关系，业务代码不行')).toBe('live')
    expect(verdict('生产环境不能直接连数据库', '开发环境可以直接连数据库，生产环境不行')).toBe('live')
  })

  it('the allowance put on the refused case waits', () => {
    expect(verdict('Mock our own database in tests', 'mocks are ok for external apis but not for our own db')).not.toBe('live')
    expect(crossesException('Mock our own database in tests', 'mocks are ok for external apis but not for our own db')).toBe('db')
    expect(verdict('写接口也加缓存', '读接口可以加缓存，写接口不行')).toBe('opposite')
    expect(verdict('业务代码里可以用 any', '测试代码里用 any 没关系，业务代码不行')).toBe('opposite')
    expect(verdict('对外的库可以不写文档', '内部工具可以不写文档，对外的库不行')).toBe('opposite')
  })

  it('a rule that refuses keeps its exception crossed', () => {
    // The main rule refuses: refusing the excepted case too is the rule put on it.
    expect(crossesException('Never log in debug mode', 'never log anything except in debug mode')).toBeDefined()
  })
})
