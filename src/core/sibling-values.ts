// One value of a class in ordinary words put where the user named another of the same class
// (issue 19, flips23): "Write performance tests for each module" after "Write acceptance tests for
// each module", "Use cron jobs for long-running tasks" after "Use job queues …", 「日志里不能出现明文
// 密码」 after 「数据库里不能存明文密码」, "… one consistent border radius" after 「… 统一的宽高比」. These
// are plain words (no name, no code), so the name and slot checks pass them, and the lexicon files
// some of them under one topic (a kind of test, a place for data). Read here from a table of
// classes whose values are siblings: each value with its spellings in both languages (a reword of one
// value, 暗色模式 / dark mode, is one value, never a swap). A swap is a value of the judgment that the
// user's message never names, while the user names another value of the same class that the
// judgment never names. Reads the two texts only; pure.

import { normalize } from './segment.js'

// class | value | English (regex, word edges added) | Chinese (regex)
const TABLE = `
test-kind | unit | unitTEST | 单元ZTEST|单测
test-kind | integration | integrationTEST | 集成ZTEST
test-kind | e2e | e2e|end[-\\s]to[-\\s]end | 端到端
test-kind | acceptance | acceptanceTEST | 验收ZTEST
test-kind | performance | (?:performance|perf|load|stress)TEST | (?:性能|压力|负载)ZTEST|压测
test-kind | snapshot | snapshotTEST | 快照ZTEST
test-kind | smoke | smokeTEST | 冒烟ZTEST
test-kind | regression | regressionTEST | 回归ZTEST
test-kind | functional | (?:functional|feature)TEST | 功能ZTEST
test-kind | component | componentTEST | 组件ZTEST
test-kind | contract | contractTEST | 契约ZTEST
test-kind | fuzz | fuzzTEST|fuzzing | 模糊ZTEST
test-kind | manual | manualTEST|manual\\s+testing | (?:手工|手动|人工)ZTEST
test-scope | test | (?:each|every|that|this|one|a|per)\\s+test(?!\\s+(?:files?|suites?|runs?))|after\\s+each\\s+test | 每个测试(?!文件|套件|用例集)|一个测试(?!文件|套件)|单个测试(?!文件|套件)
test-scope | file | (?:each|every|one|a|per)\\s+test\\s+files? | 每个测试文件|一个测试文件
test-scope | suite | (?:whole|entire|full)\\s+(?:test\\s+)?suite|end\\s+of\\s+the\\s+(?:test\\s+)?suite|all\\s+(?:the\\s+)?tests\\s+(?:finish|are\\s+done|have\\s+run) | 整个测试套件|整个套件|所有测试(?:跑完|结束)
age | existing | existing|pre-?existing|already[-\\s]existing | 已有的|现有的|已存在的
age | new | new(?:ly)?[-\\s]created|created\\s+in\\s+the\\s+same\\s+\\w+|brand[-\\s]new|new(?=\\s+(?:tables?|files?|code|modules?|components?|endpoints?|columns?)) | 新建的|新创建的
color-scheme | dark | dark[-\\s](?:mode|theme)s? | 暗色模式|深色模式|暗黑模式|夜间模式|暗色主题|深色主题
color-scheme | light | light[-\\s](?:mode|theme)s? | 浅色模式|亮色模式|浅色主题|日间模式
color-scheme | high-contrast | high[-\\s]contrast[-\\s](?:mode|theme)s? | 高对比度?(?:模式|主题)
dependency-access | injection | dependency[-\\s]injection|inject(?:ed|ing)?\\s+(?:the\\s+|their\\s+|its\\s+)?dependencies | 依赖注入|注入依赖
dependency-access | locator | service[-\\s]locators? | 服务定位
background-work | cron | cron(?:\\s+jobs?)?|scheduled\\s+(?:jobs?|tasks?) | 定时任务
background-work | queue | (?:job|task|work|message)\\s+queues?|background\\s+(?:jobs?|workers?)|queue\\s+workers? | 队列
operation-risk | destructive | destructive|irreversible|dangerous | 破坏性|不可逆|危险
operation-risk | slow | slow|time[-\\s]consuming|long[-\\s]running | 耗时|费时
visual-property | radius | border[-\\s]radius\\w*|corner[-\\s]radius\\w*|rounded\\s+corners|radius | 圆角
visual-property | aspect-ratio | aspect[-\\s]ratios? | 宽高比|长宽比|纵横比
visual-property | spacing | spacing|padding|margins? | 间距|间隔|内边距|外边距|留白
visual-property | shadow | (?:box[-\\s]|drop[-\\s])?shadows? | 阴影
ui-feedback | animation | animations?|animated|transitions?|micro[-\\s]?interactions? | 动画|动效|转场|过渡效果|微交互
ui-feedback | sound | sound(?:\\s+effects?)?|audio\\s+cues? | 音效|声音|提示音
ui-feedback | haptic | haptics?|vibrations? | 震动|振动|触感
data-place | log | logs|log\\s+(?:files?|output|lines?|messages?)|(?:in|into|to)\\s+the\\s+log | (?<!更新|变更|提交)日志
data-place | database | databases?|db | 数据库
db-identifier | database-name | database\\s+names?|db\\s+names? | 数据库名|库名
db-identifier | schema-name | schema\\s+names? | schema\\s*名
db-identifier | table-name | table\\s+names? | 表名
db-key | primary | primary\\s+keys? | 主键
db-key | foreign | foreign\\s+keys? | 外键
db-key | unique | unique\\s+(?:keys?|constraints?|index(?:es)?) | 唯一键|唯一约束|唯一索引
text-place | commit-message | commit\\s+messages?|commit\\s+msgs? | 提交信息|提交说明|commit\\s*(?:message|信息)
text-place | reply | answers?|answering|repl(?:y|ies|ying)|respond(?:ing)?|responses? | 回答|回复|答复
text-place | code-comment | (?:inline|code|source)\\s+comments? | 代码注释|行内注释|注释
access-gate | role | role[-\\s](?:gated|based)|by\\s+role|per[-\\s]role | 按角色|角色权限
access-gate | plan | plan[-\\s](?:gated|based)|by\\s+plan|per[-\\s]plan|subscription[-\\s](?:gated|tiers?|based) | 按套餐|套餐
reference | docs | docs|documentation | 文档
reference | source | source\\s+code|the\\s+source | 源码|源代码
ui-reactivity | watcher | watchers?|watch\\(\\) | 侦听器|监听器
ui-reactivity | re-render | re-?renders?|re-?rendering | 重复渲染|重新渲染|重渲染
svelte-state | runes | runes?|\\$state|\\$props | 
svelte-state | stores | svelte\\s+stores?|writable(?:\\s+stores?)?|readable\\s+stores? | 
test-double | mock | mock(?:s|ed|ing)? | 
test-double | fake | fakes?|faked | 
test-double | stub | stubs?|stubbed|stubbing | 打桩|桩(?:函数|对象)
test-double | spy | spy|spies|spied|spying | 
test-double | dummy | dumm(?:y|ies) | 
ts-escape | any | anytype|any(?=\\s+(?:or\\s+unknown|as\\s+an?\\s+escape)) | any\\s*类型
ts-escape | unknown | unknown(?=\\s+(?:types?(?![a-z])|as\\s+an?\\s+escape))|(?<=any\\s+or\\s+)unknown|the\\s+unknown\\s+type | unknown\\s*类型
ts-escape | assertion | type\\s+assertions?|type\\s+casts?|as[-\\s]casts? | 类型断言
ts-escape | non-null | non-null\\s+assertions? | 非空断言
ts-escape | suppression | @?ts-ignore|@?ts-expect-error|@?ts-nocheck | 
`

interface Entry { cls: string; value: string; re: RegExp }

const EDGE_BEFORE = '(?<![a-z0-9_$-])'
const EDGE_AFTER = '(?![a-z0-9_-])'

/**
 * A kind of test, written alone ("unit tests") or first in a list that ends in one ("unit and
 * integration tests", 单元和集成测试): each kind of the list is named.
 */
const TEST_EN = String.raw`(?:[-\s]test\w*|(?=(?:\s*(?:,|/|&|and|or)\s*[a-z-]+){1,3}[-\s]test))`
const TEST_ZH = String.raw`(?:测试|(?=(?:[、/和与及或][\u3400-\u9fff]{1,4}){1,3}测试))`

const ENTRIES: Entry[] = TABLE.split('\n').filter((l) => l.trim()).map((line) => {
  const [cls = '', value = '', rawEn = '', rawZh = ''] = line.split(/\s\|(?:\s|$)/).map((s) => s.trim())
  const en = rawEn.replaceAll('TEST', TEST_EN)
  const zh = rawZh.replaceAll('ZTEST', TEST_ZH)
  const parts: string[] = []
  if (en) parts.push(`${EDGE_BEFORE}(?:${en})${EDGE_AFTER}`)
  if (zh) parts.push(`(?:${zh})`)
  return { cls, value, re: new RegExp(parts.join('|'), 'g') }
})

/** Values of the table a text names: class → value → the first spelling seen. */
function namedValues(text: string): Map<string, Map<string, string>> {
  const normalized = normalize(text)
  const out = new Map<string, Map<string, string>>()
  for (const e of ENTRIES) {
    e.re.lastIndex = 0
    const m = e.re.exec(normalized)
    if (!m) continue
    let values = out.get(e.cls)
    if (!values) out.set(e.cls, values = new Map())
    values.set(e.value, m[0].trim())
  }
  return out
}

/**
 * The user's value and the judgment's that took its place, when the judgment names a value of a
 * class that the user's words never name and the user names another of that class the judgment
 * never names; or undefined.
 */
export function swapsSibling(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const mine = namedValues(judgment)
  if (!mine.size) return undefined
  const theirs = namedValues(said)
  for (const [cls, values] of mine) {
    const other = theirs.get(cls)
    if (!other) continue
    const to = [...values].filter(([v]) => !other.has(v)).map(([, s]) => s)
    const from = [...other].filter(([v]) => !values.has(v)).map(([, s]) => s)
    if (to.length && from.length) return { from, to }
  }
  return undefined
}
