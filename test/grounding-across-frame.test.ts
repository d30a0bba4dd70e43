// Words of a rule restated in the other language that frame it rather than name a thing of it
// (issue 19, session 18): the English verb a restatement opens with for the user's Chinese 用 / 遵循
// (src/core/lead-verb-across.ts), an intensifier on the user's stance (绝对不要, src/core/
// stance-intensifier.ts), the kind noun after the user's own name ("the vitest package" for their
// vitest 包). None is a word of the user's that another replaced (src/core/swap-across.ts); a real
// other value, in either language, still waits. Constructed sentences.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { leadVerbAcross } from '../src/core/lead-verb-across.js'
import { intensifierUnits } from '../src/core/stance-intensifier.js'

const ground = (judgment: string, user: string) => groundIn(judgment, [{ text: user }])
const live = (judgment: string, user: string) => ground(judgment, user).grounded

describe('a restatement across languages that frames the rule in other words is live', () => {
  it.each([
    // The opening verb for the user's 用 / 遵循.
    ['Store timestamps as UTC seconds, never as local time strings', '时间戳一律用 UTC 秒存，别用本地时间字符串'],
    ['Store prices as integer cents', '价格一律用 int 存分'],
    ['Build with graceful degradation', '遵循优雅降级的原则'],
    // 绝对 before the user's 不要.
    ['Never create a separate connection pool with createPool() in workers', 'worker 里绝对不要用 createPool() 另外再建一个连接池'],
    ['Never create a separate router with createRouter() in plugins', '插件里绝对不要用 createRouter() 另外再建一个路由'],
    // The kind of the user's own name.
    ['Check accessibility with the axe-core package', '用 axe-core 包来检查可访问性是否达到标准。'],
  ])('%s ⇐ %s', (judgment, user) => {
    expect(live(judgment, user)).toBe(true)
  })
})

describe('another thing or value in the user\'s place still waits', () => {
  it.each([
    ['Store timestamps as local time strings, never as UTC seconds', '时间戳一律用 UTC 秒存，别用本地时间字符串'],
    ['Store timestamps in MongoDB', '时间戳一律用 PostgreSQL 存'],
    ['Never create a separate Redis client with createPool() in workers', 'worker 里绝对不要用 createPool() 另外再建一个连接池'],
    ['Store prices as floats', '价格一律用 int 存分'],
    ['Check accessibility with the pa11y package', '用 axe-core 包来检查可访问性是否达到标准。'],
    ['用 npm 安装依赖', 'always use pnpm to install dependencies'],
    ['缩进用 4 个空格', 'Indent with 2 spaces'],
    ['Write commit messages in English', '提交信息用中文写'],
  ])('%s ⇐ %s', (judgment, user) => {
    expect(live(judgment, user)).toBe(false)
  })
})

describe('the words read', () => {
  it('an opening verb counts only for a generic verb of the user\'s Chinese, and only a restating one', () => {
    expect(leadVerbAcross('Never create a second client', '绝对不要用它另外再建一个客户端')).toContain('e:creat')
    expect(leadVerbAcross('Delete the cache on deploy', '部署时用新的缓存')).toEqual([])
    expect(leadVerbAcross('Store timestamps as UTC', 'store timestamps in utc')).toEqual([])
  })

  it('an intensifier only before the stance, not 绝对路径', () => {
    expect([...intensifierUnits('测试里绝对不要连生产库')]).toEqual(['z:绝对'])
    expect(intensifierUnits('配置文件里一律写绝对路径').size).toBe(0)
    expect([...intensifierUnits('absolutely never commit secrets')]).toEqual(['e:absolut'])
  })
})
