// How people write in chat, read as they meant it (issue 19, session 22, from the whole-transcripts
// set's tune half): a pronoun of place that points back to what the sentence opened with
// (「staging 层只做 rename 和 cast，别在里面写 business logic」), the short names typed for well-known
// tools (pg, dynamo), a name written with placeholders (test_whenX_thenY), 中英文 as both
// languages, and `any` in backticks before "type". Each pair below had the wrong verdict before.

import { describe, expect, it } from 'vitest'
import { verdictIn } from './helpers/ground-verdict.js'

const STAGING = 'staging 层只做 rename 和 cast，别在里面写 business logic'

describe('「别在里面…」 refuses it in the place the sentence opened with', () => {
  it('holds a write that puts it there, in either language', () => {
    expect(verdictIn('业务逻辑写在 staging 层', STAGING)).not.toBe('live')
    expect(verdictIn('Put business logic in the staging layer', STAGING)).not.toBe('live')
    expect(verdictIn('Write business logic in staging', 'staging 层只做 rename，别在里面写 business logic')).not.toBe('live')
    expect(verdictIn('密钥放在配置文件里', '配置文件是公开的，别往里面放密钥')).not.toBe('live')
  })

  it('grounds what the user said, and leaves a sentence without a place alone', () => {
    expect(verdictIn('staging 层不写业务逻辑', STAGING)).toBe('live')
    expect(verdictIn('Keep business logic out of the staging layer', STAGING)).toBe('live')
    expect(verdictIn('不要在 staging 层写 business logic', STAGING)).toBe('live')
    expect(verdictIn('配置文件里不要写密钥', '配置文件是公开的，别往里面放密钥')).toBe('live')
    expect(verdictIn('utils 目录只放纯函数，不要在里面调用网络', 'utils 目录只放纯函数，别在里面调网络')).toBe('live')
  })
})

describe('a short name typed in chat is the tool', () => {
  it('grounds the name spelled out', () => {
    expect(verdictIn('Never do major Postgres upgrades through Terraform; they are done manually via blue/green', 'no. we do not upgrade major pg versions via terraform. that\'s a manual blue/green thing')).toBe('live')
    expect(verdictIn('Set prevent_destroy on stateful resources (RDS, S3 buckets with data, DynamoDB)', 'and add prevent_destroy on anything stateful. rds, s3 buckets w/ data, dynamo')).toBe('live')
  })

  it('holds another tool of the kind, and the full name the user never shortened', () => {
    expect(verdictIn('Never do major MySQL upgrades through Terraform', 'no. we do not upgrade major pg versions via terraform')).not.toBe('live')
    expect(verdictIn('Never do major Postgres upgrades through Terraform', 'no. we do not upgrade major versions via terraform')).not.toBe('live')
  })
})

describe('a name with placeholders, filled', () => {
  it('grounds the template with its placeholders named', () => {
    expect(verdictIn('Name test methods test_whenCondition_thenResult', 'name test methods like test_whenX_thenY, that\'s our convention')).toBe('live')
  })

  it('holds another template', () => {
    expect(verdictIn('Name test methods test_givenCondition_thenResult', 'name test methods like test_whenX_thenY, that\'s our convention')).not.toBe('live')
    expect(verdictIn('Name test methods should_doX_whenY', 'name test methods like test_whenX_thenY, that\'s our convention')).not.toBe('live')
  })
})

describe('中英文 names both languages; `any` type is any', () => {
  it('no longer reads "Chinese and English" as a change from 英文', () => {
    expect(verdictIn('Put a space between Chinese and English words in docs', '中英文之间加空格，比如「使用 Docker 部署」，这个是我们文档规范')).not.toBe('changes')
    expect(verdictIn('Write docs in English', '文档用中文写')).not.toBe('live')
  })

  it('grounds the `any` type in backticks, holds its flip', () => {
    expect(verdictIn('Avoid the `any` type in TypeScript', 'please use typescript, we\'re a TS-only shop', 'wait it\'s using `any` in two places 😅 can we not? I try really hard to never use any')).toBe('live')
    expect(verdictIn('Avoid the `any` type', 'I try really hard to never use any')).toBe('live')
    expect(verdictIn('Use the `any` type freely', 'I try really hard to never use any')).not.toBe('live')
  })
})

describe('只对 is "only for"', () => {
  it('grounds 「只对 join key 做哈希」 on "hashing only for the join keys"', () => {
    expect(verdictIn('只对 join key 做哈希', 'hashing only for the join keys.')).toBe('live')
    expect(verdictIn('对所有列做哈希', 'hashing only for the join keys.')).not.toBe('live')
  })
})

describe('chat fillers are no content', () => {
  it('"pls" is never the word a restatement replaced', () => {
    expect(verdictIn('Write Go tests in table-driven style.', 'tests table driven pls thats how every test in this repo is written')).not.toBe('changes')
  })
})
