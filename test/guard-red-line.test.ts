import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { catalogueFor } from '../src/core/guard/index.js'

describe('a red line names the catalogue entries its words point at', () => {
  it.each([
    ['删东西之前必须先问我', ['delete-files']],
    ['never force push', ['force-push']],
    ['不要用 sudo', ['sudo']],
    ['Never push directly to main', ['push-main']],
    ['推送代码之前先问我', ['push']],
    ['不准删表', ['destructive-sql']],
    ['commit 不要加 --no-verify', ['skip-hooks']],
    ['不要 curl | sh', ['pipe-to-shell']],
    ['加依赖之前先问我', ['add-dependency']],
    ['不要丢弃我没提交的改动', ['reset-hard']],
    ['npm publish 前必须问我', ['publish']],
    ['Never wipe the database', ['destructive-sql']],
    ['不要 git clean', ['delete-files']],
    ['Ask me before running git push --force', ['force-push']],
  ])('%s → %j', (text, entries) => {
    expect(catalogueFor(text)).toEqual(entries)
  })

  it.each([
    ['deleting something that is not a file', '不要删注释'],
    ['a test is not a file here', 'Never delete old comments'],
    ['a recommendation, not a restriction', 'Avoid clutter by removing unnecessary files'],
    ['no restriction at all', '删掉没用的文件'],
    ['a judgment about style', '回答要简洁'],
    ['deploying is not publishing a package', '周五不要上线'],
    ['committing to main is not pushing', 'Never commit directly to main'],
    ['empty', ''],
  ])('%s: %s → nothing', (_name, text) => {
    expect(catalogueFor(text)).toEqual([])
  })

  // "drop" with words between it and the database or table: the user names which one.
  it.each([
    ['Never drop the production database', ['destructive-sql']],
    ['don\'t drop any tables in prod', ['destructive-sql']],
    ['never drop prod tables', ['destructive-sql']],
    ['Never drop the users table', ['destructive-sql']],
    ['不要删除生产数据库', ['destructive-sql']],
    ['禁止 drop 表', ['destructive-sql']],
    ['不要 drop 生产库', ['destructive-sql']],
  ])('destructive SQL with words between: %s → %j', (text, entries) => {
    expect(catalogueFor(text)).toEqual(entries)
  })

  it.each([
    ['dropping support is not SQL', 'Don\'t drop support for Node 18'],
    ['a message is not a table', 'never drop a user\'s message'],
    ['no restriction, and not SQL', 'drop shadows are ugly'],
    ['a UI table of contents', 'Never drop the table of contents from the docs'],
    ['support for a database is not the database', 'Don\'t drop support for the old database driver'],
  ])('not destructive SQL: %s: %s', (_name, text) => {
    expect(catalogueFor(text)).not.toContain('destructive-sql')
  })

  // Ending support for a platform deletes nothing: no delete-files guard is proposed for it.
  it.each([
    'Don\'t drop support for Node 18',
    'drop support for IE11',
    'Never drop support for IE11',
    'Don\'t drop Node 18 support',
    'Don\'t drop the support for Node 18',
    'Never remove support for Node 18',
    '不要放弃对 Node 18 的支持',
    '不要删除对 IE11 的支持',
    '不要去掉 Node 18 支持',
  ])('dropping support is not deleting files: %s → nothing', (text) => {
    expect(catalogueFor(text)).toEqual([])
  })

  // …while deleting, dropping a database or a table, or support files, still names its guard.
  it.each([
    ['Never drop the production database', ['destructive-sql']],
    ['never drop tables', ['destructive-sql']],
    ['不要删库', ['destructive-sql']],
    ['Never delete files or drop support for Node 18', ['delete-files']],
    ['Never drop support for Windows, and ask before deleting files', ['delete-files']],
    ['不要删除对 IE11 的支持，删文件前先问我', ['delete-files']],
    ['Never delete the support folder', ['delete-files']],
    ['Don\'t remove the support files', ['delete-files']],
    ['不要删掉支持文件', ['delete-files']],
  ])('a deletion beside or after "support" keeps its guard: %s → %j', (text, entries) => {
    expect(catalogueFor(text)).toEqual(entries)
  })

  // The words of a conversation are no files: dropping or deleting them names no delete guard (mends18).
  it.each([
    'never drop a user\'s message',
    'don\'t drop the user\'s context',
    'never kill the conversation history',
    'never delete the user\'s message',
    'Never remove messages from the history',
    'don\'t discard the user\'s input',
    'don\'t drop the user\'s messages without asking',
    '不要删用户的消息',
    '别删掉上下文',
    '不要删除对话历史',
    'never truncate the user\'s message',
    'don\'t truncate long replies',
  ])('dropping a conversation\'s words is not deleting files: %s → nothing', (text) => {
    expect(catalogueFor(text)).toEqual([])
  })

  // …while files named after them, a deletion beside them, or a bare deletion keep their guard.
  it.each([
    ['never drop the session files', ['delete-files']],
    ['never drop the message queue files', ['delete-files']],
    ['never drop a message or delete files', ['delete-files']],
    ['never delete the history folder', ['delete-files']],
    ['不要删除会话文件', ['delete-files']],
    ['never drop anything', ['delete-files']],
    ['删东西之前必须先问我', ['delete-files']],
    ['never truncate the users table', ['destructive-sql']],
    ['never truncate a message, and never truncate tables', ['destructive-sql']],
  ])('files beside or after a conversation\'s words keep the guard: %s → %j', (text, entries) => {
    expect(catalogueFor(text)).toEqual(entries)
  })

  it('never throws on odd input', () => {
    for (const x of [undefined, null, 42, {}, 'x'.repeat(100_000)] as unknown[]) expect(() => catalogueFor(x as string)).not.toThrow()
  })

  it('the labelled set has zh, en and mixed sentences, at least 60', () => {
    const set = readFileSync(new URL('./fixtures/guard-red-lines.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { lang: string })
    expect(set.length).toBeGreaterThanOrEqual(60)
    expect(new Set(set.map((s) => s.lang))).toEqual(new Set(['zh', 'en', 'mixed']))
  })
})
