// Session 30, our own construction: red lines as a new user types them on the first day.
// 「生产库只读，绝对不要写」 then "Write to the production database when needed" went live (read-only
// and writing are two sides of one choice, antonyms.ts); "Never force push" after 「git push --force
// 绝对禁止」 waited as "changes git to force" (the user's flag said as a word, slot-swap.ts);
// 「只在工作日白天部署」 after 「部署只能在工作日白天」 waited as the opposite (只能在 says "only in",
// claim-parts.ts).
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('red lines typed on the first day', () => {
  it('a read-only database written to waits (was live)', () => {
    expect(verdict('Write to the production database when needed', '生产库只读，绝对不要写')).toBe('changes')
    expect(verdict('可以写生产库', '生产库只读，绝对不要写')).not.toBe('live')
  })
  it('the user\'s flag said as a word is theirs (was held as a change)', () => {
    expect(verdict('Never force push', 'git push --force 绝对禁止')).toBe('live')
    expect(verdict('必要时可以 force push', 'git push --force 绝对禁止')).not.toBe('live')
  })
  it('只能在 says "only in" (was held as the opposite)', () => {
    expect(verdict('只在工作日白天部署', '部署只能在工作日白天')).toBe('live')
    expect(verdict('周末也可以部署', '部署只能在工作日白天')).not.toBe('live')
  })
  it('the other red lines of the batch hold as before', () => {
    expect(verdict('直接删除文件', '删除文件前先问我')).toBe('opposite')
    expect(verdict('Ask before deleting files', '删除文件前先问我')).toBe('live')
    expect(verdict('可以直接 push', '没有我的同意不要 push')).toBe('relaxes')
    expect(verdict('Edit the migrations folder', 'don\'t touch the migrations folder')).toBe('opposite')
    expect(verdict('Run write queries on prod', 'only run read-only queries on prod')).toBe('opposite')
  })
})

describe('sudo, the issue\'s own inversion, said with a reason (session 31)', () => {
  const said = 'Please do not run commands with sudo unless I say so.'
  it('"a command needs permissions" is what sudo is for, not the user\'s OK (was live)', () => {
    expect(verdict('Use sudo when a command needs permissions', said)).toBe('opposite')
    expect(verdict('Use sudo when a command needs elevated permissions', said)).not.toBe('live')
  })
  it('the user\'s OK, said again, is live', () => {
    expect(verdict('Using sudo needs my permission', said)).toBe('live')
    expect(verdict('Never use sudo without my approval', said)).toBe('live')
    expect(verdict('Get approval before merging', 'merges need approval')).toBe('live')
  })
})
