// Chinese grammar words a restatement adds around the user's content (issue 19, adds22,
// src/core/zh-function-words.ts): a locative, a determiner, a directional complement, the
// preposition 通过 before the user's own word. Both ways: the restatement is live; the same
// grammar words around a flipped stance, or 通过 before a thing the user never named, still wait.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { extractFeatures } from '../src/core/topic.js'
import { zhFunctionWordUnits, zhTemplateUnits } from '../src/core/zh-function-words.js'

const live = (judgment: string, user: string) => groundIn(judgment, [{ text: user }]).grounded

describe('Chinese function words around the user\'s content', () => {
  it('a locative, a determiner, a complement or 通过 before the user\'s word adds nothing', () => {
    expect(live('各个服务之间不要共享数据库', '服务不要共享数据库')).toBe(true)
    expect(live('密钥不能通过日志泄露出去', '不要在日志里暴露密钥')).toBe(true)
  })

  it('the same words around a flipped stance, or before an unsaid thing, still wait', () => {
    expect(live('各个服务之间共享一个数据库', '服务不要共享数据库')).toBe(false)
    expect(live('密钥可以通过日志泄露出去', '不要在日志里暴露密钥')).toBe(false)
    expect(live('配置通过 Vault 注入', '配置用环境变量注入')).toBe(false)
  })

  it('通过 is grammar only before a word the user wrote', () => {
    expect(zhFunctionWordUnits('配置通过环境变量注入', '配置用环境变量注入')).toContain('c:pass')
    expect(zhFunctionWordUnits('测试通过后才能合并', '测试全绿才能合并')).not.toContain('c:pass')
  })
})

describe('Chinese template words within Chinese (term-weights.ts)', () => {
  it('内容 / 方式 name nothing of their own against the user\'s Chinese', () => {
    expect(live('笔记更新时追加内容，不要覆盖', '笔记只追加，不要覆盖')).toBe(true)
    expect(zhTemplateUnits(extractFeatures('部署的方式写进文档'))).toContain('z:方式')
    expect(zhTemplateUnits(extractFeatures('部署脚本写进文档')).size).toBe(0)
  })
})
