import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { verdict, verdictIn } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session 21: the user set a case apart
// with a contrast ("but …", "… stays …", 但, 不过), in one message or in the next, and the judgment says
// the main rule holds for it "too" (也, included), across zh/en; it waits, and the card quotes the
// contrast and the judgment's clause. The exception restated, or the main rule alone, goes live.
describe('a rule said to hold too for the case the user set apart', () => {
  it('waits, across languages', () => {
    expect(verdict('Staging deploys need no approval; production too', 'staging 部署不用审批，但生产环境必须有人审批')).toBe('changes')
    expect(verdict('对外接口也用 msgpack', 'internal services talk msgpack. the public api stays json')).toBe('changes')
    expect(verdict('Format all Python files with black, the migrations too', '所有 Python 文件都用 black 格式化，但 migrations 目录保持原样')).toBe('changes')
  })

  it('waits when the case was set apart in the next message', () => {
    expect(verdictIn('Lint every module with eslint, the legacy module included', 'lint every module with eslint', 'but not the legacy module, leave that one for now')).toBe('changes')
    expect(verdictIn('Run the linter after every change, docs-only changes included', 'run the linter right after you write code', 'actually not for docs-only changes, no point there')).toBe('changes')
  })

  it('tells what changed', () => {
    const g = groundIn('对外接口也用 msgpack', [{ text: 'internal services talk msgpack. the public api stays json' }])
    expect(g.changed).toEqual([{ from: ['the public api stays json'], to: ['对外接口也用 msgpack'] }])
  })

  it('the exception restated, or the main rule alone, goes live', () => {
    expect(verdict('Staging deploys need no approval, but production deploys must be approved', 'staging 部署不用审批，但生产环境必须有人审批')).toBe('live')
    expect(verdict('对外接口还是用 json', 'internal services talk msgpack. the public api stays json')).toBe('live')
    expect(verdict('内部服务之间用 msgpack 通信', 'internal services talk msgpack. the public api stays json')).toBe('live')
    expect(verdict('内部服务用 gRPC，对外 API 也保持 REST', 'internal services use grpc, the public api stays rest')).toBe('live')
    expect(verdict('Deploy with Docker; staging too', '用 Docker 部署，staging 也一样，但本地开发不用 Docker')).toBe('live')
    expect(verdict('Format all Python files with black, but leave the migrations as they are', '所有 Python 文件都用 black 格式化，但 migrations 目录保持原样')).toBe('live')
  })
})
