// `/forget <text or id>`: the same matching and ambiguity rules as `mirror_forget`.
import { guardGoneSentence } from '../core/demote.js'
import { catalogueLabels } from '../core/guard/index.js'
import { charLength, toOneLine } from '../core/normalize.js'
import { forgetMeta } from '../tools/card-meta.js'
import { cardLines, forgetLines } from '../tools/cards.js'
import { withWaiting } from '../tools/forget.js'
import { FORGET_REASON } from '../core/reasons.js'
import { COMMAND_COPY, type CopyLang } from './copy.js'
import { invokingSession } from './distill.js'
import { answerLanguage, type Lang } from './language.js'
import { modeNote, storeError } from './shared.js'
import type { CommandDefinition, CommandDeps, CommandResult } from './types.js'

const USAGE: Record<Lang, string> = {
  zh: '用法：/forget <要忘掉的判断，原话或大意> 或 /forget <id>',
  en: 'Usage: /forget <the judgment, as stored or paraphrased> or /forget <id>',
}

export async function runForget({ state, config, ui }: CommandDeps, rawInput: string, agent?: unknown): Promise<CommandResult> {
  const lang = answerLanguage(rawInput, [], process.env, ui?.current(invokingSession(agent).id))
  const input = toOneLine(rawInput)
  if (!input) return { kind: 'error', text: USAGE[lang] }
  if (charLength(input) > config.maxChars) {
    return { kind: 'error', text: lang === 'zh' ? `太长了（${charLength(input)} 个字，上限 ${config.maxChars}）：引用要忘掉的那条，或给出它的 id。没有忘掉任何东西。` : `Too long (${charLength(input)} characters, the limit is ${config.maxChars}): quote the judgment to forget, or give its id. Nothing was forgotten.` }
  }
  try {
    const store = state.requireStore()
    const reason = FORGET_REASON[lang]
    const byId = store.get(input) !== undefined
    // Nothing stored matched: a write that only waits for the user's OK is named, so they can reject it.
    const result = withWaiting(await store.forget(byId ? { id: input, reason } : { text: input, reason }), state.requireProposals(), byId ? '' : input)
    const card = forgetLines(forgetMeta(result), lang, byId ? undefined : { words: input, by: 'user' })
    // A guarded red line: its guard stops with it (and comes back when it is restored).
    const red = result.outcome === 'forgotten' && result.judgment.kind === 'redline' ? result.judgment : undefined
    const guard = red && state.guards?.get(red.id)
    const gone = red && guard ? [guardGoneSentence(red.text, catalogueLabels(guard.spec.catalogue ?? [], lang), lang, 'history')] : []
    return { kind: result.outcome === 'forgotten' ? 'success' : 'error', text: [...cardLines(card), ...gone, ...modeNote(state, lang)].join('\n') }
  } catch (error) {
    return storeError(error, lang)
  }
}

export function forgetCommand(deps: CommandDeps, lang: CopyLang = 'both'): CommandDefinition {
  return {
    name: 'forget',
    description: COMMAND_COPY.forget[lang].description,
    input: { hint: COMMAND_COPY.forget[lang].hint },
    handler: (invocation) => runForget(deps, invocation.rawInput, invocation.agent),
  }
}
