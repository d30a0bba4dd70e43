// Why an import was refused, in the tab's language and naming the field the server named: the
// server's problems (src/core/exchange.ts parseImportFile, the store's credential refusal) are
// English lines with the item's index; each known shape is said in zh/en, anything else falls back to
// the generic line for its code. test/import-error.test.ts feeds it the server's own messages.
type Lang = 'zh' | 'en'
type Rule = [RegExp, Record<Lang, (m: RegExpExecArray) => string>]

const n = (m: RegExpExecArray) => Number(m[1]) + 1

const RULES: Rule[] = [
  [/^judgments\[(\d+)\]\.text must be (\d+)–(\d+) characters$/, {
    zh: (m) => `第 ${n(m)} 条的文字要在 ${m[2]}–${m[3]} 个字之间`,
    en: (m) => `item ${n(m)}: the text must be ${m[2]}–${m[3]} characters`,
  }],
  [/^judgments\[(\d+)\]\.kind must be one of/, {
    zh: (m) => `第 ${n(m)} 条的类型不对（应为红线、原则、做事方式或品味）`,
    en: (m) => `item ${n(m)}: the kind must be a red line, principle, way of working or taste`,
  }],
  [/^judgments\[(\d+)\]\.reason is longer than (\d+) characters$/, {
    zh: (m) => `第 ${n(m)} 条的理由超过了 ${m[2]} 个字`,
    en: (m) => `item ${n(m)}: the reason is longer than ${m[2]} characters`,
  }],
  [/^judgments\[(\d+)\]\.hits must be a positive integer$/, {
    zh: (m) => `第 ${n(m)} 条的确认次数必须是正整数`,
    en: (m) => `item ${n(m)}: the number of confirmations must be a positive whole number`,
  }],
  [/^judgments\[(\d+)\] has an invalid timestamp$/, { zh: (m) => `第 ${n(m)} 条的时间无效`, en: (m) => `item ${n(m)}: a date is invalid` }],
  [/^judgments\[(\d+)\] is not an object$/, { zh: (m) => `第 ${n(m)} 条不是一条判断`, en: (m) => `item ${n(m)} is not a judgment` }],
  [/^judgments\[(\d+)\]\.(?:text|reason|evidence\[\d+\]\.\w+) carries /, {
    zh: (m) => `第 ${n(m)} 条含有密钥或凭据（记忆从不保存凭据）`,
    en: (m) => `item ${n(m)} carries a credential (memory never keeps credentials)`,
  }],
  [/^too many judgments \((\d+) > (\d+)\)$/, { zh: (m) => `条目太多（${m[1]} 条，上限 ${m[2]}）`, en: (m) => `too many items (${m[1]}, at most ${m[2]})` }],
  [/^version (.+) is not supported/, { zh: (m) => `不支持的版本 ${m[1]}`, en: (m) => `version ${m[1]} is not supported` }],
  [/^format must be /, { zh: () => '文件不是本插件导出的 JSON（format 不是 dsh-user-mirror）', en: () => 'the file is not an export of this plugin (its format is not dsh-user-mirror)' }],
  [/^judgments must be an array$|^the file is not a dsh-user-mirror export/, { zh: () => '文件不是本插件导出的 JSON', en: () => 'the file is not an export of this plugin' }],
]

/** One server problem line in `lang`, or undefined when its shape is unknown. */
export function importProblemText(problem: string, lang: Lang): string | undefined {
  for (const [pattern, say] of RULES) {
    const m = pattern.exec(problem.trim())
    if (m) return say[lang](m)
  }
  return undefined
}

/** The refusal of an import (`bad-import`, or `refused` for a credential) in `lang`; undefined for any other error. */
export function importFailureText(failure: { code?: string | undefined; message: string }, lang: Lang): string | undefined {
  if (failure.code !== 'bad-import' && failure.code !== 'refused') return undefined
  const lines = failure.message.replace(/^nothing was imported:\s*/, '').split(/;\s+(?=judgments\[|too many|version|format)/)
  const said = lines.map((line: string) => importProblemText(line, lang))
  if (!said.length || !said.every(Boolean)) return undefined
  return `${said.join(lang === 'zh' ? '；' : '; ')}${lang === 'zh' ? '。什么都没导入。' : '. Nothing was imported.'}`
}
