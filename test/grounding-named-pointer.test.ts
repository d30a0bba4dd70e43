import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): 这个 / 那个 beside a name the user
// wrote ("就用那个 gen-client.sh 脚本", "/new-component 这个命令") says "the one called …"; a
// judgment that keeps the name widens nothing. A demonstrative on a plain word still points at
// the thing in front of the user.
describe('a demonstrative beside a name', () => {
  it('lets the judgment that keeps the name through', () => {
    expect(verdict('Regenerate the API client with the gen-client.sh script', '重新生成 API 客户端就用那个 gen-client.sh 脚本')).toBe('live')
    expect(verdict('新建组件时用 /new-component 命令', '要新建组件的话就用 /new-component 这个命令')).toBe('live')
  })

  it('still holds another name, or a rule widened past what the user points at', () => {
    expect(verdict('Regenerate the API client with the gen-server.sh script', '重新生成 API 客户端就用那个 gen-client.sh 脚本')).toBe('changes')
    expect(verdict('Never use console.log', '这个文件里别用 console.log')).toBe('generalises')
    expect(verdict('Projects use pnpm', '这个 project 用 pnpm')).toBe('generalises')
    expect(verdict('PR 不用 review', '这个 PR 不用 review 了，急着上线')).not.toBe('live')
  })
})
