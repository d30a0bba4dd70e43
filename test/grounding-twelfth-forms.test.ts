// Forms the twelfth grounding set showed once it was read (issue 19, session 11; the set is tune data
// now): each both ways — the user's rule restated is live, the rule changed or turned around waits.
// Pairs marked (tune) are the twelfth's or eleventh's own; the others are constructed against them.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'

const ground = (judgment: string, ...messages: string[]) => groundIn(judgment, messages.map((text) => ({ text })))

type Row = [form: string, judgment: string, user: string, live: boolean]

const ROWS: Row[] = [
  // A Chinese list taken up by 这些都… is the subject of that clause's refusal.
  ['list taken up by 这些 (tune)', '部署凭证、钱包私钥、RPC 凭证和监控 token 都不放进版本库', '部署凭证、钱包私钥、RPC 凭证、监控 token，这些都不能进代码库。.env 记得加到 gitignore', true],
  ['list taken up by 这些, flipped', '部署凭证、钱包私钥和监控 token 都放进版本库', '部署凭证、钱包私钥、监控 token，这些都不能进代码库。', false],
  // 不必要的 is an adjective; "don't bother" waives.
  ['"don\'t bother" against a check the user asked for (tune)', 'Don\'t bother checking for unnecessary re-renders', '检查有没有不必要的重复渲染，用 VueUse 的函数来优化', false],
  ['不必要的 restated', 'Check for unnecessary re-renders and optimise them with VueUse functions', '检查有没有不必要的重复渲染，用 VueUse 的函数来优化', true],
  ['不必要的 in a refusal', '不要写不必要的注释', '别写不必要的注释', true],
  // A Chinese condition's negation is the condition's; asking on a condition holds nothing back.
  ['negation inside a Chinese condition (tune)', '需求不清楚时先提问澄清，不要自己猜', '需求没说清楚的时候先问我，别自己猜着做', true],
  ['the condition kept, the asking dropped', '需求不清楚时直接按自己的理解做，不用问', '需求没说清楚的时候先问我，别自己猜着做', false],
  ['a refusal before the condition still holds', '测试的时候可以改代码', '不要在测试的时候改代码', false],
  ['a refusal before the condition, restated', '测试时不要改代码', '不要在测试的时候改代码', true],
  ['a Chinese condition naming what is required', '没有 Immer 中间件的时候，不要直接修改嵌套对象。', 'Do not mutate nested objects directly without Immer middleware.', true],
  // An arrow to a verb maps a case to an act; arrows in a row are a sequence.
  ['"case -> act" (tune)', 'Raise HTTPException for expected errors, modelled as specific HTTP responses', 'expected errors -> raise HTTPException and model them as specific http responses. the unexpected ones can bubble up', true],
  ['"case -> act", the act refused', 'Let expected errors bubble up instead of raising HTTPException', 'expected errors -> raise HTTPException and model them as specific http responses. the unexpected ones can bubble up', false],
  ['"yarn → pnpm" is still a switch', 'Use pnpm instead of yarn', 'yarn → pnpm', true],
  // "Prevent X with Y" uses Y; "X replaces Y" turns Y away; "doesn't matter" allows.
  ['"prevent X with Y" (tune)', 'Prevent SQL injection with Laravel\'s prepared statements', 'Use Laravel\'s prepared statements to prevent SQL injection.', true],
  ['"X replaces Y" (tune)', '大多数场景用 server functions 取代 REST 接口', 'we\'re on tanstack start now, so server functions replace the REST endpoints for most things', true],
  ['"X replaces Y", the other way round', '大多数场景用 REST 接口取代 server functions', 'we\'re on tanstack start now, so server functions replace the REST endpoints for most things', false],
  ['"doesn\'t matter" (tune)', 'Keep every action focused on one workflow; whether it is sync or async doesn\'t matter', 'fine to make the actions async if you need to, sync is ok too. just keep each action focused on one user or domain workflow, don\'t pile stuff into one', true],
  // 这些 after a list sums it up; it points at nothing.
  ['"equals()、copy() 这些方法" (tune)', 'Define DTOs and entities as data classes so equals() and copy() come without boilerplate', 'DTO 和实体用 data class 定义，这样 equals()、copy() 这些方法就不用手写样板代码', true],
  // Names: one the lexicon reads as a concept, one both texts spell with the other side taken, one replaced in the same language.
  ['a concept-name swapped across languages (tune)', 'Follow the Airbnb style guide\'s naming conventions', '命名规范按 Redux 风格指南来', false],
  ['the concept-name kept', 'Follow the Redux style guide\'s naming conventions', '命名规范按 Redux 风格指南来', true],
  ['a name both spell, turned around (tune)', '简单转换也一律用 streams+tasks，不要用动态表。', 'Do NOT use streams+tasks for simple transformations that dynamic tables can handle.', false],
  ['a name both spell, kept', '简单转换不要用 streams+tasks，用动态表就行', 'Do NOT use streams+tasks for simple transformations that dynamic tables can handle.', true],
  ['an option both spell, turned off (tune)', 'Leave defaultPreload off; no automatic prefetching on hover', 'hover 的时候没有预取。给 router 设 defaultPreload: \'intent\'，悬停/聚焦时自动预取', false],
  ['an option both spell, set', 'Set the router\'s defaultPreload to \'intent\' so it prefetches on hover and focus', 'hover 的时候没有预取。给 router 设 defaultPreload: \'intent\'，悬停/聚焦时自动预取', true],
  ['a name replaced in English (tune)', 'Use Doppler to manage secrets', 'Use Vercel\'s built-in environment variable management for secrets', false],
  ['the name kept, reworded', 'Manage secrets with Vercel\'s built-in environment variables', 'Use Vercel\'s built-in environment variable management for secrets', true],
  ['an abbreviation of the name', 'Enable TypeScript strict mode', 'turn on TS strict mode', true],
  ['a name replaced in Chinese (tune)', '不要用 enum，改用 union type', '不要用 enum，改用 map，类型更安全也更灵活', false],
  // Chinese runs: after 把, a topic at the start, a long act after a refusal; a verb said in other words is not a swap.
  ['a thing after 把 (tune)', 'Firebase 里要把索引配置好。', 'Firebase 里要把安全规则配置好。', false],
  ['the thing after 把 kept', 'Firebase 里要把安全规则都配置好。', 'Firebase 里要把安全规则配置好。', true],
  ['a topic at the start (tune)', '路由目录按 Next.js 的命名约定来命名。', '特殊文件按 Next.js 的命名约定来命名。', false],
  ['a long act after a refusal (tune)', '流量高峰期间不许发版', '流量高峰期间不许改数据库 schema', false],
  ['a verb after a modal in other words (own tune)', '报错信息要说明下一步怎么做', '对了，以后报错信息要告诉我下一步怎么做。', true],
  // One word swapped in a short rule; a participle the rule says to use; an abbreviation is no swap.
  ['a word qualifying the kept noun (tune)', 'Use serializable data structures', 'Use immutable data structures', false],
  ['what to use, a participle (tune)', 'Never access store state directly in templates, use methods', 'Never access store state directly in templates, use computed', false],
  ['int / integer (tune)', 'Prefer enums over integer constants', 'Use enums instead of int constants', true],
  // "Don't A before B" says "B before A", in one language.
  ['"don\'t A before B" as "B before A"', 'Run the tests before merging', 'Don\'t merge before running the tests.', true],
  ['the order reversed', 'Merge before running the tests', 'Don\'t merge before running the tests.', false],
  ['"never A before B", the order kept', 'Always run the linter before you commit', 'never commit before running the linter', true],
  ['不要在没…之前就…', '先确认需求再写代码', '不要在没确认需求之前就写代码', true],
  ['不要在没…之前就…, reversed', '先写代码再确认需求', '不要在没确认需求之前就写代码', false],
  // Every member where the user named the ones a word picks (seventh and chat sets, tune).
  ['"every …, even small ones" after "large …" (tune)', 'Use underscore-separated digits for every numeric literal, even small ones', 'Use underscore-separated digits for large numeric literals (e.g. val timeoutMs = 30_000).', false],
  ['the pick kept', 'Use underscore-separated digits for large numeric literals', 'Use underscore-separated digits for large numeric literals (e.g. val timeoutMs = 30_000).', true],
  ['"all screens" after "a small screen" (tune)', 'Increase the height on all screens', 'no. i just want to increase the height if we are on a small screen.', false],
  ['"only on small screens"', 'Increase the height only on small screens', 'no. i just want to increase the height if we are on a small screen.', true],
  // A two-word English term inside Chinese whose head the judgment keeps with another word.
  ['"data class" made "sealed classes" (tune)', 'Define DTOs and entities as sealed classes', 'DTO 和实体用 data class 定义，这样 equals()、copy() 这些方法就不用手写样板代码', false],
  ['"data class" kept', 'Define DTOs and entities as data classes', 'DTO 和实体用 data class 定义，这样 equals()、copy() 这些方法就不用手写样板代码', true],
  ['a name with digits replaced, the user\'s in parentheses (fifth set, tune)', 'Use SLF4J with Log4j2 and the scala-logging wrapper for logging', 'Avoid “defensive” logging or println; use SLF4J (Logback) with the scala-logging wrapper.', false],
  ['the name in parentheses kept', 'Use SLF4J with Logback and the scala-logging wrapper for logging', 'Avoid “defensive” logging or println; use SLF4J (Logback) with the scala-logging wrapper.', true],
  ['a capitalised name inside Chinese dropped for an untranslated word (third set, tune)', 'Write commit messages following the gitmoji convention', '提交信息按 Conventional Commits 规范写', false],
  ['the capitalised name kept', 'Write commit messages following the Conventional Commits convention', '提交信息按 Conventional Commits 规范写', true],
  ['an English phrase of grammar words in a Chinese message is no term (e2e grounding-reading)', 'Never deploy on Fridays', 'From now on: never push straight to main. 以后周五不要上线。', true],
  ['names kept across languages, reworded around them (eleventh set, tune)', 'Database logic lives in ServiceImpl classes and goes through Repository methods', '所有数据库操作逻辑都必须放在 ServiceImpl 类里，并且要通过 Repository 提供的方法来完成。', true],
]

describe('forms the twelfth set showed', () => {
  it.each(ROWS)('%s', (_form, judgment, user, live) => {
    const g = ground(judgment, user)
    expect(g.grounded, `${judgment} ⇐ ${user}: ${g.blocked ?? 'live'}`).toBe(live)
  })

  it('says what replaced what, in words', () => {
    expect(ground('Use Doppler to manage secrets', 'Use Vercel\'s built-in environment variable management for secrets').changed).toEqual([{ from: ['Vercel'], to: ['Doppler'] }])
    expect(ground('Firebase 里要把索引配置好。', 'Firebase 里要把安全规则配置好。').changed).toEqual([{ from: ['安全规则'], to: ['索引'] }])
    expect(ground('Use serializable data structures', 'Use immutable data structures').changed).toEqual([{ from: ['immutable'], to: ['serializable'] }])
  })
})
