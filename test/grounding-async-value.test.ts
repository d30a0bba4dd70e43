// "async" in English is the value 异步 is in Chinese (issue 19, session 10, src/core/value-classes.ts),
// and "… so the main thread never blocks" is a purpose that turns a thing away, not a refusal of the
// rule (src/core/claim-parts.ts). Both ways: the restatement across languages is live, the other
// side of the choice waits and names both.
import { expect, test } from 'vitest'
import { groundIn } from '../src/core/ground.js'

const ground = (judgment: string, user: string) => groundIn(judgment, [{ text: user }])
const said = 'Strictly use guard let self else { return } at the start of async closures.'

test('异步 restates async; 同步 changes it (eleventh set, tune; constructed)', () => {
  expect(ground('异步闭包一开头就写 guard let self else { return }，这一条严格执行。', said).grounded).toBe(true)
  expect(ground('同步闭包一开头就写 guard let self else { return }', said).changed).toEqual([{ from: ['async'], to: ['同步'] }])
})

test('"so the main thread never blocks" is the purpose of the user\'s async choice, not its refusal', () => {
  expect(ground('Use async file APIs so the main thread never blocks', '文件读写都用异步接口，别阻塞主线程').grounded).toBe(true)
  expect(ground('Use sync file APIs so the main thread never blocks', '文件读写都用异步接口，别阻塞主线程').grounded).toBe(false)
})
