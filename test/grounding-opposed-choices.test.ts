// Opposed choices across languages (issue 19, ground15): the user states a rule in one language and
// the model writes its opposite in the other. The lexicon knows both sides of the choices rules set
// against each other in both languages (src/core/lexicon-choices.ts), the antonym check reads rows of
// those concepts, and the clause checks read concept units when the two texts are in two languages.
// Each form both ways: the opposite waits, a faithful paraphrase in the other language stays live.
// Constructed cases, except where a tune pair is named.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'
import { swapsOpposite } from '../src/core/antonyms.js'
import { chooseOppositeSides } from '../src/core/claim-sides.js'
import { assertsHeldBack } from '../src/core/clause-flip.js'
import { refusesUsersChoice } from '../src/core/refused-choice.js'
import { analyseClaim, compareClaims } from '../src/core/slots.js'
import { extractFeatures } from '../src/core/topic.js'

const concepts = (text: string) => [...extractFeatures(text).weights.keys()].filter((k) => k.startsWith('c:'))
const swapped = (judgment: string, said: string) => swapsOpposite(analyseClaim(judgment), analyseClaim(said))

describe('the lexicon names each side of a choice in both languages', () => {
  it.each([
    ['向量化运算', 'vectorized operations', 'c:vectorized'],
    ['连接池', 'connection pooling', 'c:connection-pool'],
    ['新建连接', 'a fresh connection', 'c:new-connection'],
    ['同步调用', 'synchronous calls', 'c:synchronous'],
    ['可变的数据', 'mutable data', 'c:mutable'],
    ['不可变的数据', 'immutable data', 'c:immutable'],
    ['内联', 'inline', 'c:inline'],
    ['抽到单独文件', 'extract into a separate file', 'c:extracted'],
    ['全局变量', 'global variables', 'c:global-scope'],
    ['局部变量', 'local variables', 'c:local-scope'],
    ['私有', 'private', 'c:private'],
  ])('%s and %s are both %s', (zh, en, id) => {
    expect(concepts(zh)).toContain(id)
    expect(concepts(en)).toContain(id)
  })

  it('不可变 is not 可变, and a word of one side is not the other', () => {
    expect(concepts('不可变的数据')).not.toContain('c:mutable')
    expect(concepts('vectorized operations')).not.toContain('c:loop')
    expect(concepts('连接池')).not.toContain('c:new-connection')
  })
})

describe('loops / vectorized operations (fifth set, tune)', () => {
  const said = '性能上优先用向量化运算，不要写循环'
  it('choosing the loops the user turned away from waits', () => {
    expect(verdict('Prefer explicit loops over vectorized operations', said)).not.toBe('live')
    expect(verdict('数据处理优先写 for 循环，不用向量化', 'Prefer vectorized operations over loops for performance')).not.toBe('live')
  })

  it('the same preference in the other language is live', () => {
    expect(verdict('Prefer vectorized operations to loops for performance', said)).toBe('live')
    expect(verdict('数据处理优先用向量化运算，不要写循环', 'Prefer vectorized operations over loops for performance')).toBe('live')
  })
})

describe('public / private, a side said only as the exception', () => {
  const said = 'Minimize visibility of your components by using private or internal where possible, and only expose what’s truly necessary as public.'
  it('the exception made the default waits (fifth set, tune)', () => {
    expect(verdict('组件默认都设为 public，方便别处调用', said)).toBe('changes')
    expect(swapped('组件默认都设为 public，方便别处调用', said)).toEqual({ from: ['private'], to: ['public'] })
  })

  it('the rule with its exception kept is live', () => {
    expect(verdict('组件尽量用 private 或 internal 限制可见性，只把真正需要的设成 public', said)).toBe('live')
  })

  it('the default and the exception traded waits; kept, live', () => {
    const rule = 'Make fields private by default; expose them as public only when needed'
    expect(verdict('字段默认 public，需要时再改成 private', rule)).not.toBe('live')
    expect(verdict('字段默认 private，只有需要时才设成 public', rule)).toBe('live')
  })

  it('the other side of a plain choice, both ways across', () => {
    expect(verdict('Make class fields public', '类的字段一律设为私有')).toBe('changes')
    expect(verdict('类的字段都用 public', 'Keep class fields private')).toBe('changes')
    expect(verdict('Make class fields private', '类的字段一律设为私有')).toBe('live')
  })
})

describe('a connection pool / a new connection per call', () => {
  it('a fresh connection instead of the user\'s pool waits (seventh set, tune)', () => {
    const said = 'serverless 函数里别过度取数据，用连接池复用数据库连接'
    expect(verdict('Open a fresh DB connection on every serverless invocation instead of pooling', said)).not.toBe('live')
    expect(verdict('In serverless functions, avoid over-fetching and reuse DB connections through a pool', said)).toBe('live')
  })

  it('"… instead of pooling" turns away from the user\'s Chinese choice (refused-choice.ts, by concepts)', () => {
    const judgment = analyseClaim('Open a new DB connection per request instead of pooling')
    expect(refusesUsersChoice(judgment, analyseClaim('数据库连接用连接池复用'))).toBe('数据库连接用连接池复用')
    expect(refusesUsersChoice(analyseClaim('Reuse DB connections through a pool instead of opening new ones'), analyseClaim('数据库连接用连接池复用'))).toBeUndefined()
    expect(swapped('Open a new DB connection per request instead of pooling', '数据库连接用连接池复用')).toEqual({ from: ['连接池'], to: ['new DB connection'] })
  })

  it('the pool said in the other language is live', () => {
    expect(verdict('数据库一律用连接池', 'Always use connection pooling for the database')).toBe('live')
    expect(verdict('Always use a connection pool for database connections', '数据库连接一律走连接池')).toBe('live')
  })
})

describe('sync / async', () => {
  it('the synchronous side of the user\'s asynchronous choice waits, both ways', () => {
    expect(verdict('Use synchronous calls for file reads and writes', '文件读写一律用异步接口')).toBe('changes')
    expect(verdict('Call the file APIs synchronously', '文件读写都用异步接口，别阻塞主线程')).not.toBe('live')
  })

  it('the asynchronous rule restated is live', () => {
    expect(verdict('Use asynchronous calls for file reads and writes', '文件读写一律用异步接口')).toBe('live')
    expect(verdict('Use async file APIs so the main thread never blocks', '文件读写都用异步接口，别阻塞主线程')).toBe('live')
  })
})

describe('mutable / immutable: 不可变 is an adjective, not a negation', () => {
  it('reads 不可变 as the choice of immutable data', () => {
    expect(analyseClaim('状态一律用不可变的数据结构').polarity).toBe('do')
    expect(analyseClaim('不要用可变的默认参数').polarity).toBe('dont')
  })

  it('the mutable side waits; the immutable rule in English is live', () => {
    expect(verdict('Avoid immutable data; mutate state in place', '状态一律用不可变的数据结构')).not.toBe('live')
    expect(verdict('Use mutable default arguments', '不要用可变的默认参数')).not.toBe('live')
    expect(verdict('Use immutable data structures for state', '状态一律用不可变的数据结构')).toBe('live')
    expect(verdict('状态用不可变的数据结构', 'Keep state in immutable data structures')).toBe('live')
    expect(verdict('Never use mutable default arguments', '不要用可变的默认参数')).toBe('live')
  })
})

describe('inline / extracted', () => {
  const said = 'SQL 查询抽到单独的文件里，不要内联在 handler 中'
  it('inlining what the user said not to inline waits (clause-flip.ts, by concepts)', () => {
    expect(verdict('Inline the SQL queries in the handlers', said)).not.toBe('live')
    expect(assertsHeldBack(analyseClaim('Inline the SQL queries in the handlers'), analyseClaim(said))).toBe('不要内联在 handler 中')
  })

  it('moving them out, said in English, is live', () => {
    expect(verdict('Move the SQL queries out into separate files rather than inlining them in handlers', said)).toBe('live')
    expect(assertsHeldBack(analyseClaim('Move the SQL queries out into separate files rather than inlining them in handlers'), analyseClaim(said))).toBeUndefined()
  })
})

describe('global / local', () => {
  it('the global side of the user\'s local choice waits', () => {
    expect(verdict('配置放在全局变量里', 'Keep configuration in local variables, never in global variables')).not.toBe('live')
    expect(verdict('工具函数都写成全局函数挂在 window 上', 'Keep helper functions local to their module; never attach them to window as globals')).toBe('changes')
  })

  it('the local rule restated in Chinese is live', () => {
    expect(verdict('配置放在局部变量里，不要用全局变量', 'Keep configuration in local variables, never in global variables')).toBe('live')
  })
})

describe('the first line / the end (fifth set, tune)', () => {
  const said = '代码第一行要用一行注释写上路径/文件名'
  it('the end for the user\'s first line waits; the start is live', () => {
    expect(verdict('End the code with a one-line comment giving its path/filename', said)).toBe('changes')
    expect(verdict('Start the code with a one-line comment giving its path/filename', said)).toBe('live')
  })
})

describe('a side a text turns away from is not one it chooses', () => {
  it('"Put braces on the same line, never on a new line" chooses one side', () => {
    const said = 'Put opening braces on the same line, never on a new line'
    expect(verdict('Put opening braces on a new line', said)).toBe('changes')
    expect(verdict('Keep opening braces on the same line', said)).toBe('live')
  })
})

describe('word rows of opposed choices hold both languages', () => {
  it.each([
    ['代码复用优先用继承', '代码复用优先用组合而不是继承', 'Prefer composition over inheritance for code reuse'],
    ['图片一律预加载', '图片一律懒加载', 'Lazy-load all images'],
    ['Make the API handlers stateful', 'Keep the API handlers stateless', '接口处理器要保持无状态'],
    ['组件用默认导出', '组件一律用具名导出', 'Always use named exports for components'],
  ])('"%s" waits, "%s" is live', (opposite, paraphrase, said) => {
    expect(verdict(opposite, said)).toBe('changes')
    expect(verdict(paraphrase, said)).toBe('live')
  })
})

describe('server / client rendering, and a need kept', () => {
  it('the user\'s "only when needed" kept in the other language is live (eighth set, tune)', () => {
    expect(verdict('Use SSR where it is needed', '需要的时候再用服务端渲染')).toBe('live')
    expect(assertsHeldBack(analyseClaim('Use SSR where it is needed'), analyseClaim('需要的时候再用服务端渲染'))).toBeUndefined()
  })

  it('the need dropped still waits', () => {
    expect(assertsHeldBack(analyseClaim('Use SSR for every page'), analyseClaim('需要的时候再用服务端渲染'))).toBe('需要的时候再用服务端渲染')
    expect(verdict('Use SSR for every page', '需要的时候再用服务端渲染')).not.toBe('live')
  })

  it('the other side of the user\'s rendering choice waits; the same side is live', () => {
    expect(swapped('Render the dashboard with CSR', '仪表盘一律用服务端渲染')).toEqual({ from: ['服务端渲染'], to: ['CSR'] })
    expect(verdict('Render the dashboard with SSR', '仪表盘一律用服务端渲染')).toBe('live')
  })
})

describe('more choices rules set against each other', () => {
  it.each([
    ['错误直接返回错误码', '出错时抛异常，不要返回错误码', 'Throw exceptions for errors instead of returning error codes'],
    ['测试里直接连真实数据库', 'Mock the database in unit tests', '单元测试里要 mock 数据库'],
    ['变量一律用 let 声明', '变量默认用 const 声明，需要重新赋值时才用 let', 'Use const for variables unless they are reassigned'],
    ['每个请求都新建一个 HTTP 客户端', '所有请求复用同一个 HTTP 客户端', 'Reuse a single HTTP client across requests'],
  ])('"%s" waits, "%s" is live', (opposite, paraphrase, said) => {
    expect(verdict(opposite, said)).not.toBe('live')
    expect(verdict(paraphrase, said)).toBe('live')
  })
})

describe('the sides of two claims in two languages choose opposed concepts (sides-across.ts)', () => {
  const cross = (a: string, b: string) => chooseOppositeSides(analyseClaim(a).sides, analyseClaim(b).sides)
  it('choosing the two sides of one choice crosses', () => {
    expect(cross('Make class fields public', '类的字段一律设为私有')).toBe(true)
    expect(cross('优先写循环', 'Prefer vectorized operations')).toBe(true)
    expect(cross('Open a new connection per request', '数据库连接一律走连接池')).toBe(true)
  })

  it('choosing the same side, or both, does not', () => {
    expect(cross('Make class fields private', '类的字段一律设为私有')).toBe(false)
    expect(cross('优先用向量化运算', 'Prefer vectorized operations')).toBe(false)
    expect(cross('Use a connection pool, or a new connection for one-off scripts', '数据库连接一律走连接池')).toBe(false)
  })

  it('is a change of the user\'s choice, quoted clause for clause', () => {
    expect(compareClaims('Make class fields public', '类的字段一律设为私有').changed).toEqual([{ cls: 'choice', from: ['类的字段一律设为私有'], to: ['make class fields public'] }])
    expect(compareClaims('Make class fields private', '类的字段一律设为私有').verdict).toBe('same')
  })

  // Session flips22: 单独 (on its own) against 同一个 (the same one).
  it('单独 against 同一个 waits; 单独 kept goes live', () => {
    expect(verdict('数据库迁移和功能代码放在同一个 PR 里就行', '数据库迁移单独开一个 PR，别和功能代码混在一起')).toBe('changes')
    expect(verdict('数据库迁移单独开一个 PR，不要和功能代码放在同一个 PR', '数据库迁移单独开一个 PR，别和功能代码混在一起')).toBe('live')
  })

  // Session 32: pinned versions against version ranges.
  it('a range where the user pins versions waits, both ways; pinning said again is live', () => {
    expect(verdict('Use caret ranges for dependency versions', 'pin dependency versions')).toBe('changes')
    expect(verdict('Pin dependency versions', 'use caret ranges for dependencies')).toBe('changes')
    expect(verdict('依赖用浮动版本', '依赖版本要锁定')).toBe('changes')
    expect(verdict('Pin exact dependency versions', 'pin dependency versions')).toBe('live')
    expect(verdict('Use ranges for peer dependencies', 'pin versions of app dependencies, use ranges for peer dependencies')).toBe('live')
    expect(verdict('锁定依赖版本', '依赖版本要锁定')).toBe('live')
  })
})
