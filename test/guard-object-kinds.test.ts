// Each object of a deleting verb is read on its own (#20, mends21): "Never remove comments or files"
// proposed no delete-files guard, because a non-file word ("comments", "test", 注释) anywhere in the red
// line held the whole reading back. Now "comments" is no file and "files" is: the guard for the files
// is proposed, none for the comments. The mapping (`catalogueFor`, and `entriesFor`, what the host
// proposes from) and `/remember` in an in-process host, the proposals read back through the tab's route.
import { describe, expect, it } from 'vitest'
import { catalogueFor } from '../src/core/guard/index.js'
import { entriesFor } from '../src/guards/propose.js'
import { startWithCommands } from './helpers/slash-commands.js'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()

interface View { proposals: Array<{ kind: string; target?: { text: string }; guard?: { catalogue?: string[] } }> }
const guardProposed = async (text: string) => {
  const view = await (await host.request('/dsh-mirror/api/judgments')).json() as View
  return view.proposals.filter((p) => p.kind === 'guard' && p.target?.text === text).map((p) => p.guard?.catalogue)
}

describe('a file among other objects of a deleting verb names the delete-files guard', () => {
  it.each([
    'Never remove comments or files',
    'Never remove files or comments',
    'Don\'t delete comments, tests or files',
    'Don\'t get rid of comments or files',
    'Don\'t remove code comments or config files',
    'Never delete log files or comments',
    'Never remove tests or the test folder',
    'Never delete branches or files',
    'Don\'t delete or modify tests or files',
    'Never erase the logs or the data folder',
    // A file's head after a non-file word: "test files" are files.
    'Never delete test files',
    'Don\'t delete the logs folder',
    'Never delete files in the tests directory',
    '不要删除注释或文件',
    '不要删文件或注释',
    '不要删除注释和文件',
    '不要删除分支或文件',
    '不要把注释或文件删掉',
    '注释和文件都不要删',
    '不要删除测试文件',
    '不要清理日志文件',
  ])('%s → delete-files', (text) => {
    expect(catalogueFor(text)).toEqual(['delete-files'])
    expect(entriesFor(text)).toEqual(['delete-files'])
  })

  it.each([
    'Never remove comments',
    'Never remove comments or tests',
    'Don\'t remove comments, docstrings, or type hints',
    'Never delete comments from files',
    'Never remove comments in config files',
    'Never remove comments and rename files',
    'Never delete any of the tests',
    'Never delete or modify comments',
    'Never delete old comments, unless they are no longer relevant because the code has been rewritten or deleted.',
    '不要删注释',
    '不要删文件里的注释',
    '不要把注释删掉',
    '注释都不要删',
    '删除测试之前先问我',
  ])('%s → none (no object is a file)', (text) => {
    expect(catalogueFor(text)).toEqual([])
  })

  it.each([
    'Never delete files without asking',
    'Ask before deleting anything',
    'Never delete any of the files',
    'Files must never be deleted',
    '删东西之前必须先问我',
    '删除任何文件前先问我',
    '不要删除前端文件',
    '不要 rm -rf',
    '千万别删',
  ])('a deletion of files or of anything still names it: %s', (text) => {
    expect(catalogueFor(text)).toEqual(['delete-files'])
  })
})

describe('/remember of such a red line proposes the guard for the files', () => {
  it('en: Delete files for "comments or files"; nothing for code comments alone', async () => {
    const slash = await startWithCommands(host)
    const en = 'Never remove comments or files'
    expect((await slash(`/remember redline: ${en}`)).text).toContain('Proposed a guard for this red line (Delete files)')
    expect(await guardProposed(en)).toEqual([['delete-files']])
    const alone = 'Never remove code comments'
    expect((await slash(`/remember redline: ${alone}`)).text).not.toMatch(/guard/i)
    expect(await guardProposed(alone)).toEqual([])
  })

  it('zh: 删除文件 for 「注释或文件」; nothing for 注释 alone', async () => {
    const slash = await startWithCommands(host)
    const zh = '不要删除注释或文件'
    expect((await slash(`/remember 红线: ${zh}`)).text).toContain('已提议为这条红线加守卫（删除文件）')
    expect(await guardProposed(zh)).toEqual([['delete-files']])
    const alone = '不要删掉代码里的注释'
    expect((await slash(`/remember 红线: ${alone}`)).text).not.toContain('守卫')
    expect(await guardProposed(alone)).toEqual([])
  })
})

describe('a file name heads the object only as its last word', () => {
  it('"package.json" is a file; "console.log calls" and "package.json entries" are not', () => {
    expect(catalogueFor('Don\'t delete package.json')).toContain('delete-files')
    expect(catalogueFor('Never remove console.log calls')).not.toContain('delete-files')
    expect(catalogueFor('Don\'t remove package.json entries')).not.toContain('delete-files')
  })
})
