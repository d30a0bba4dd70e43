// Refusals and choices the word check misread, as forms (issue 19, seventh session; found on the
// seventh set once it had been read, and on the chat set's tune slice). Each form both ways: the
// inversion waits, the restatement goes live.
import { describe, expect, test } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { analyseClaim } from '../src/core/slots.js'
import { sharesTheAct } from '../src/core/coordinated.js'

const live = (judgment: string, user: string) => groundIn(judgment, [{ text: user }]).grounded
const stances = (text: string) => analyseClaim(text).parts!.map((p) => [p.stance, p.rejected])

describe('turning away from what the user chose', () => {
  test('a contrast whose other side is the user\'s choice waits as the opposite', () => {
    const user = 'Prefer OpenZeppelin contracts for common primitives such as ownership, access control, multisig, and timelocks.'
    expect(groundIn('Write your own ownership, access-control and multisig contracts instead of using OpenZeppelin', [{ text: user }]).blocked).toBe('opposite')
    expect(live('Use OpenZeppelin contracts for ownership, access control and multisig instead of writing your own', user)).toBe(true)
  })

  test('a clause that opens with "without" turns away what the user asked for', () => {
    expect(stances('Persist the whole store as-is, without allowlists')).toEqual([['do', false], ['dont', true]])
    expect(live('Persist the whole store as-is, without allowlists or versioned migrations', 'Use field allowlists and versioned migrations for persisted store schemas.')).toBe(false)
  })

  test('a refusing aside of the user\'s ("(instead of X)") is not their choice', () => {
    expect(live('Use IDistributedCache rather than IMemoryCache for caching', 'Always use IDistributedCache for caching strategies (instead of IMemoryCache).')).toBe(true)
  })

  test('"X → Y" reads as "switch from X to Y"', () => {
    expect(stances('print() → use the logger')).toEqual([['dont', true], ['do', false]])
  })
})

describe('words that permit or turn off', () => {
  test('"Allow X" permits what the user refused', () => {
    // Read as "always goroutines with a termination condition" (no-without.ts), "without" is also the change.
    expect(['relaxes', 'changes']).toContain(groundIn('Allow goroutines without a termination condition', [{ text: 'No goroutines without termination condition' }]).blocked)
    expect(live('Don\'t allow merges without a review', 'Never merge without a review')).toBe(true)
  })

  test('disable, turn off, 关掉 and 禁用 turn a thing away; "should be off" says the same', () => {
    expect(live('Disable Firebase offline persistence', 'Use Firebase SDK\'s offline persistence for better performance and offline support.')).toBe(false)
    expect(live('MobX 关掉 strict mode', 'MobX 开启 strict mode，方便调试')).toBe(false)
    expect(live('Telemetry should be off by default', 'Disable telemetry by default')).toBe(true)
    expect(live('bind mount 仅限开发环境，生产环境禁用', 'bind mount 只在开发环境用，生产环境绝对不要用')).toBe(true)
  })

  test('the "un-" form of a short word of the user\'s flips it ("unset" for "set")', () => {
    expect(live('Leave rootDirectory unset in project settings, even in a monorepo', 'Set rootDirectory in project settings to point to the correct app within a monorepo')).toBe(false)
  })
})

describe('how a clause is cut', () => {
  test('a spaced dash ends a clause', () => {
    expect(live('Define proper interfaces; never use any', 'NEVER use any - define proper interfaces')).toBe(true)
    expect(live('Use any freely; skip the interfaces', 'NEVER use any - define proper interfaces')).toBe(false)
  })

  test('"neither … nor" refuses', () => {
    expect(live('React Server Components must neither read nor mutate browser-only stores', 'Do not read or mutate browser-only stores from React Server Components.')).toBe(true)
  })

  test('an objects-only conjunct shares the refusal before it; a conjunct with its own act does not', () => {
    expect(sharesTheAct('"mainProp" to entities')).toBe(true)
    expect(sharesTheAct('use const')).toBe(false)
    expect(stances('Do not add "seedCount" and "mainProp" to entities').map(([s]) => s)).toEqual(['dont', 'dont'])
    expect(stances('Don\'t use var and use const').map(([s]) => s)).toEqual(['dont', 'do'])
    expect(live('Entities must not get seedCount or mainProp fields', 'Do not add "seedCount" and "mainProp" to entities')).toBe(true)
  })

  test('没必要的 X is "unnecessary X", not "no need"', () => {
    expect(live('没必要的 watcher 不要加', 'Avoid unnecessary watchers')).toBe(true)
    expect(live('没必要加 watcher', '每个组件都要加 watcher')).toBe(false)
  })
})

describe('purposes, and refusals said by the act (found on the eighth set once it had been read)', () => {
  test('"to avoid X" and "so they don\'t X" say what the act is for, not that it is refused', () => {
    expect(live('Avoid nesting functions by using map, filter, reduce and other higher-order functions', 'Use higher-order functions (map, filter, reduce, etc.) to avoid function nesting.')).toBe(true)
    expect(live('Make database operations asynchronous so they don\'t block SSR', 'Ensure the database operations are asynchronous to avoid blocking server-side rendering (SSR).')).toBe(true)
    expect(live('Avoid N+1 issues by limiting database queries inside loops', 'Limit database queries within loops to avoid N+1 issues.')).toBe(true)
    expect(live('Run database operations synchronously, even if they block SSR', 'Ensure the database operations are asynchronous to avoid blocking server-side rendering (SSR).')).toBe(false)
  })

  test('"prevent X" refuses X like "avoid X"', () => {
    expect(stances('Prevent leakage')).toEqual([['dont', false]])
    expect(live('To avoid leakage, fit the preprocessing on the training folds alone', 'Prevent leakage by fitting preprocessing only on training folds.')).toBe(true)
  })

  test('"leave X out" and "leave X off" turn X away; "need not" waives', () => {
    expect(live('Leave preconditions out of tests; reproducibility is not a concern', 'Include all necessary preconditions to ensure test reproducibility')).toBe(false)
    expect(live('Leave LIMIT off large result sets', 'LIMIT on all potentially large result sets')).toBe(false)
    expect(live('Loaders may perform side effects and need not be deterministic', 'Keep loaders deterministic and side-effect free.')).toBe(false)
  })

  test('concise and verbose are two choices of one slot', () => {
    expect(live('Write long, chatty TypeScript for Google Apps Script', 'Write concise, technical TypeScript code with accurate examples for Google Apps Script.')).toBe(false)
  })

  test('a judgment of two sentences that flips one sentence of the message waits, whichever sentence it is closest to', () => {
    expect(live('Local caching is on; HTTP cache headers apply in local testing', 'No local caching; HTTP cache headers are ignored in local testing')).toBe(false)
    expect(live('No local caching; HTTP cache headers are ignored in local tests', 'No local caching; HTTP cache headers are ignored in local testing')).toBe(true)
  })
})

describe('Chinese refusals and limits said another way (eighth session)', () => {
  test('防止 / 杜绝 refuse as 不能 does; the opposite waits', () => {
    const user = '预处理和数据增强不能把验证集的数据泄露进去'
    expect(live('做预处理或数据增强时，要防止验证数据泄露', user)).toBe(true)
    expect(live('预处理时可以把验证集数据混进训练', user)).toBe(false)
  })

  test('节制地使用 / 慎用 limit as 少用 does; 随便用 waits', () => {
    expect(live('全局模型要节制地使用', '全局模型要少用')).toBe(true)
    expect(live('全局模型随便用', '全局模型要少用')).toBe(false)
  })

  test('非必要不 X and 除非必要，不要 X are "only when necessary"; always doing it waits', () => {
    expect(live('状态管理库非必要不引入', '只有确实需要的时候才引入状态管理库')).toBe(true)
    expect(live('非必要不重写全部代码', '除非确实必要，不要重写整段代码')).toBe(true)
    expect(live('Only rewrite whole files when it is necessary', 'Unless necessary, don\'t rewrite whole files')).toBe(true)
    expect(live('Rewrite whole files freely', 'Unless necessary, don\'t rewrite whole files')).toBe(false)
    expect(live('随时可以重写整段代码', '除非确实必要，不要重写整段代码')).toBe(false)
  })
})

describe('a Chinese refusal after a step or a time (session 9)', () => {
  test('"改完先不要提交" refuses the commit the user asked for; the same steps restated stay live', () => {
    const user = '请用 patch 的格式直接修改文件并提交。'
    expect(groundIn('用 patch 格式改文件，但改完先不要提交', [{ text: user }]).blocked).toBe('opposite')
    expect(groundIn('部署完再别发通知', [{ text: '部署完发通知给大家' }]).blocked).toBe('opposite')
    expect(live('用 patch 格式直接改文件，然后提交', user)).toBe(true)
  })
})

describe('a refusal whose subject begins before "and" (session 9)', () => {
  test('"X and Y are not supported" refuses X too; asserting X waits, the user\'s choice stays live', () => {
    expect(stances('v.map() and v.set() are not supported')).toEqual([['dont', false], ['dont', false]])
    const user = 'Use q.array() for defining a list. q.seq() and q.tuple() are not supported.'
    expect(groundIn('Use q.seq() for defining lists', [{ text: user }]).blocked).toBe('opposite')
    expect(live('Define lists with q.array()', user)).toBe(true)
    // An "and" between two things to do is no shared subject.
    expect(stances('Keep tests and docs in sync')).toEqual([['do', false], ['do', false]])
  })
})

describe('what an aside or a list after "instead of" turns away (session 9)', () => {
  test('"X (replaces A, B, C)" refuses A, B and C: asserting A waits, restating the choice is live', () => {
    const user = 'Testing: Vitest (replaces jest, mocha, ava)'
    expect(stances(user)).toEqual([['do', false], ['dont', true]])
    expect(live('Testing: Jest (with mocha and ava)', user)).toBe(false)
    expect(live('Test with Vitest instead of jest, mocha and ava', user)).toBe(true)
    expect(stances('Test with Vitest, in place of jest, mocha and ava')).toEqual([['do', false], ['dont', true]])
  })

  test('the list ends with its clause: a clause after it keeps its own stance', () => {
    expect(stances('Use X instead of Y, and always do Z')).toEqual([['do', false], ['dont', true], ['do', false]])
    expect(stances('Use pnpm rather than npm or yarn.')).toEqual([['do', false], ['dont', true]])
  })
})

describe('a text that both does and refuses has no overall stance (session 9)', () => {
  test('"一律用 X，不拼接 Y" restating "都用 X，禁止拼接 Y" is live; the two sides swapped still wait', () => {
    const user = '所有数据库访问都用参数化查询，禁止用字符串拼接 SQL'
    expect(live('数据库一律用参数化查询，不拼接 SQL 字符串', user)).toBe(true)
    expect(live('数据库一律用字符串拼接 SQL，不用参数化查询', user)).toBe(false)
    expect(live('Never use pnpm, always use npm', 'Always use pnpm, never npm')).toBe(false)
  })
})
