// `/remember [kind:] <text>`: the user's own words, stored with source `user` through the same
// store call, validation and same-topic merge as `mirror_remember`.
import type { Kind } from '../core/judgment.js'
import { KIND_PREFIXES } from '../core/kinds.js'
import { charLength, JudgmentInputError, MIN_JUDGMENT_CHARS, toOneLine } from '../core/normalize.js'
import { rememberMeta } from '../tools/card-meta.js'
import { cardLines, rememberLines } from '../tools/cards.js'
import { answerLanguage, type Lang } from './language.js'
import type { CommandDefinition, CommandDeps, CommandResult } from './types.js'
import { modeNote, storeError } from './shared.js'

export function parseRememberInput(raw: string): { kind: Kind; text: string } {
  let text = toOneLine(raw)
  for (const [prefix, kind] of KIND_PREFIXES) {
    if (prefix.test(text)) return { kind, text: text.replace(prefix, '').trim() }
  }
  text = text.replace(/^(判断|judgment)\s*[:：]\s*/i, '')
  return { kind: 'principle', text }
}

const USAGE: Record<Lang, string> = {
  zh: '用法：/remember [红线:|原则:|做事方式:|品味:] <一句话的判断>，例如 /remember 红线: 删东西之前必须先问我',
  en: 'Usage: /remember [redline:|principle:|workflow:|taste:] <one-sentence judgment>, e.g. /remember redline: ask before deleting anything',
}

export async function runRemember({ state, config }: CommandDeps, rawInput: string): Promise<CommandResult> {
  const lang = answerLanguage(rawInput)
  const { kind, text } = parseRememberInput(rawInput)
  if (!text) return { kind: 'error', text: USAGE[lang] }
  const length = charLength(text)
  if (length < MIN_JUDGMENT_CHARS) {
    return { kind: 'error', text: lang === 'zh' ? `太短了（${length} 个字），至少 ${MIN_JUDGMENT_CHARS} 个字：写下判断本身。没有记下。` : `Too short (${length} characters, at least ${MIN_JUDGMENT_CHARS}): state the judgment itself. Nothing was stored.` }
  }
  if (length > config.maxChars) {
    return { kind: 'error', text: lang === 'zh' ? `太长了（${length} 个字，上限 ${config.maxChars}）：压成一句判断（规则，不是经过）。没有记下。` : `Too long (${length} characters, the limit is ${config.maxChars}): compress it into one judgment (the rule, not the story). Nothing was stored.` }
  }
  try {
    // The user's own statement: it is stored even while the model's tools are paused.
    const store = state.requireStore()
    const result = await store.remember({ text, kind, reason: lang === 'zh' ? '用户用 /remember 亲口说的' : 'Stated by the user with /remember', source: 'user' })
    const card = rememberLines(rememberMeta(result), lang)
    return { kind: 'success', text: [...cardLines(card), ...modeNote(state, lang)].join('\n') }
  } catch (error) {
    if (error instanceof JudgmentInputError && /memory is full/.test(error.message)) {
      return { kind: 'error', text: lang === 'zh' ? '记忆已满，而且全是红线（红线不会被自动挤掉）。没有记下。先在「记忆」页撤掉一条。' : 'Memory is full of red lines, which are never evicted automatically. Nothing was stored. Revoke one in the Memory tab first.' }
    }
    return storeError(error, lang)
  }
}

export function rememberCommand(deps: CommandDeps): CommandDefinition {
  return {
    name: 'remember',
    description: 'Remember a judgment in your own words (记住一条判断) — [redline:|principle:|workflow:|taste:] <text>',
    input: { hint: '[红线:|原则:|做事方式:|品味:] <text>' },
    handler: (invocation) => runRemember(deps, invocation.rawInput),
  }
}
