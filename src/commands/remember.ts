// `/remember [kind:] <text>`: the user's own words, stored with source `user` through the same
// store call, validation and same-topic merge as `mirror_remember`.
import { factLocator, type FactLocator } from '../core/fact.js'
import type { Evidence, Kind } from '../core/judgment.js'
import { charLength, JudgmentInputError, MIN_JUDGMENT_CHARS, toOneLine } from '../core/normalize.js'
import { findSecrets, SecretRefusedError } from '../core/secrets.js'
import { REMEMBER_REASON } from '../core/reasons.js'
import { rememberMeta } from '../tools/card-meta.js'
import { cardLines, languageOf as languageOfText, rememberLines } from '../tools/cards.js'
import { invokingSession } from './distill.js'
import { readKindForm } from './kind-forms.js'
import { labelAnswer, labelRewrites } from './label-prefix.js'
import { COMMAND_COPY, type CopyLang } from './copy.js'
import { answerLanguage, type Lang } from './language.js'
import type { CommandDefinition, CommandDeps, CommandResult } from './types.js'
import { modeNote, storeError } from './shared.js'
import { entryLabels } from '../guards/propose.js'
import { guardStoppedSentence } from '../core/demote.js'
import { rewordedGuardLine } from '../guards/reworded-sentence.js'
import { guardProposedSentence } from '../core/guard-proposed.js'
import { widerThan } from '../core/guard/breadth.js'

/** Typed before the text, it keeps a sentence that reads as a fact anyway (the answer to the warning). */
const KEEP_ANYWAY = /^(--keep|仍要记下|仍然记下|keep anyway)\s*[:：]?\s*/i

/**
 * `kindGiven`: the user typed a kind prefix (without one, a confirmation keeps the stored kind);
 * `misspelt`: the word before a colon reads as a kind misspelt, and nothing is to be stored.
 */
export function parseRememberInput(raw: string): { kind: Kind; text: string; kindGiven: boolean; misspelt?: string } {
  const form = readKindForm(toOneLine(raw))
  if ('misspelt' in form) return { kind: 'principle', text: '', kindGiven: false, misspelt: form.misspelt }
  if (form.kindGiven) return form
  return { kind: 'principle', text: form.text.replace(/^(判断|judgment)\s*[:：]\s*/i, ''), kindGiven: false }
}

const USAGE: Record<Lang, string> = {
  zh: '用法：/remember [红线:|原则:|做事方式:|品味:] <一句话的判断>，例如 /remember 红线: 删东西之前必须先问我',
  en: 'Usage: /remember [redline:|principle:|workflow:|taste:] <one-sentence judgment>, e.g. /remember redline: ask before deleting anything',
}

const FACT_WORD: Record<FactLocator, Record<Lang, string>> = {
  address: { zh: '一个地址', en: 'an address' },
  url: { zh: '一个网址', en: 'a URL' },
  path: { zh: '一个路径', en: 'a path' },
  email: { zh: '一个邮箱', en: 'an e-mail address' },
  port: { zh: '一个端口', en: 'a port' },
  version: { zh: '一个版本号', en: 'a version number' },
  host: { zh: '一个主机名', en: 'a host name' },
  personal: { zh: '一条个人信息', en: 'a personal detail' },
  statement: { zh: '一句陈述，没有要求', en: 'a statement of how things are, and no instruction' },
  measurement: { zh: '一个耗时或大小', en: 'a measurement (a duration or a size)' },
  location: { zh: '某样东西所在的路径', en: 'where something lives (a path)' },
  definition: { zh: '对某样东西是什么的定义', en: 'a definition of what something is' },
}

/** The warning for a fact, and the line that keeps it anyway. */
function factAnswer(locator: FactLocator, raw: string, lang: Lang): CommandResult {
  const line = raw.trim()
  return {
    kind: 'error',
    text: lang === 'zh'
      ? [
          `没有记下：这句话像一条事实（里面有${FACT_WORD[locator].zh}），不是判断。`,
          '这份记忆记的是你怎么判断、怎么做事（原则、红线、做事方式、品味），会注入以后的每个对话；事实放在它自己的地方（README、配置、笔记）更可靠，也不会悄悄过时。',
          `仍要记下：/remember 仍要记下: ${line}`,
        ].join('\n')
      : [
          `Not stored: this reads as a fact (it has ${FACT_WORD[locator].en}), not a judgment.`,
          'This memory keeps how you judge and work (principles, red lines, ways of working, taste) and is injected into every later conversation; a fact is better kept where it belongs (a README, a config, notes), where it cannot silently go stale.',
          `To keep it anyway: /remember --keep ${line}`,
        ].join('\n'),
  }
}

/** A credential in the line: refused without repeating any of it (the answer is shown and logged). */
function credentialAnswer(labels: readonly string[], lang: Lang): CommandResult {
  const what = [...new Set(labels)].join('; ')
  return {
    kind: 'error',
    text: lang === 'zh'
      ? '没有记下：这句话里有密钥或凭据。\n记忆从不保存凭据，这里也不会复述它；去掉它，只写下判断本身再试。'
      : `Not stored: the line carries a credential.\nIt is ${what}; memory never keeps credentials, and this answer does not repeat it. State the judgment without it.`,
  }
}

export async function runRemember({ state, config, guards, ui }: CommandDeps, rawInput: string, agent?: unknown): Promise<CommandResult> {
  const lang = answerLanguage(rawInput, [], process.env, ui?.current(invokingSession(agent).id))
  // Before anything else, so no branch below can echo it.
  const secrets = findSecrets(rawInput)
  if (secrets.length) return credentialAnswer(secrets.map((f) => f.label), lang)
  const anyway = KEEP_ANYWAY.test(rawInput.trim())
  const { kind: typed, text, kindGiven, misspelt } = parseRememberInput(rawInput.trim().replace(KEEP_ANYWAY, ''))
  if (misspelt) {
    return { kind: 'error', text: lang === 'zh' ? `「${misspelt}」不是一种类别：没有记下。\n${USAGE.zh}` : `“${misspelt}” is not a kind: nothing was stored.\n${USAGE.en}` }
  }
  if (!text) return { kind: 'error', text: USAGE[lang] }
  const length = charLength(text)
  if (length < MIN_JUDGMENT_CHARS) {
    return { kind: 'error', text: lang === 'zh' ? `太短了（${length} 个字），至少 ${MIN_JUDGMENT_CHARS} 个字：写下判断本身。没有记下。` : `Too short (${length} characters, at least ${MIN_JUDGMENT_CHARS}): state the judgment itself. Nothing was stored.` }
  }
  if (length > config.maxChars) {
    return { kind: 'error', text: lang === 'zh' ? `太长了（${length} 个字，上限 ${config.maxChars}）：压成一句判断（规则，不是经过）。没有记下。` : `Too long (${length} characters, the limit is ${config.maxChars}): compress it into one judgment (the rule, not the story). Nothing was stored.` }
  }
  const locator = anyway ? undefined : factLocator(text)
  if (locator) return factAnswer(locator, rawInput, lang)
  try {
    // The user's own statement: it is stored even while the model's tools are paused. The
    // occasion quotes what was said (and where); the reason is a placeholder a real one replaces.
    const store = state.requireStore()
    // No kind typed: saying a stored judgment again confirms it as it is (a red line stays one).
    const target = store.planRemember({ text, kind: typed }).target
    // A label that is not a kind would rewrite the words of a judgment the user has: not without asking.
    const label = anyway ? undefined : labelRewrites(text, target)
    if (label && target) return labelAnswer(text, label, target, lang)
    const kind = kindGiven ? typed : target?.kind ?? typed
    const session = invokingSession(agent)
    const occasion: Evidence = { at: Date.now(), source: 'user', quote: text, ...(session.id ? { sessionId: session.id } : {}) }
    const result = await store.remember({ text, kind, reason: REMEMBER_REASON[languageOfText(text)], source: 'user', evidence: [occasion] })
    const card = rememberLines(rememberMeta(result), lang)
    // A red line of the user's own words that names a catalogue entry: its guard is proposed now.
    const guard = kind === 'redline' ? await guards?.proposeFor(result.judgment).catch(() => undefined) : undefined
    // The user's own words ended a guarded red line: its guard is not carried to a milder kind.
    const stopped = result.previousKind === 'redline' && result.judgment.kind !== 'redline' ? state.guards?.get(result.judgment.id) : undefined
    const stoppedLine = stopped ? [guardStoppedSentence(result.judgment.text, entryLabels(stopped.spec.catalogue ?? [], lang), lang)] : []
    // The user's own words changed a guarded red line's words: its guard stays (quoting the words it
    // was accepted on), or sleeps when the new words relax or flip them.
    const kept = result.judgment.kind === 'redline' && result.previousText !== undefined && result.previousText !== result.judgment.text ? state.guards?.get(result.judgment.id) : undefined
    const words = kept && state.guards?.wordsOf(result.judgment.id)
    const keptLine = kept && words ? [rewordedGuardLine({ ...words, off: state.guards?.stateOf(result.judgment.id) === 'off' }, result.judgment.text, entryLabels(kept.spec.catalogue ?? [], lang), lang)] : []
    return { kind: 'success', text: [...cardLines(card), ...stoppedLine, ...keptLine, ...guardLine(guard, lang), ...modeNote(state, lang)].join('\n') }
  } catch (error) {
    if (error instanceof SecretRefusedError) return credentialAnswer(error.findings.map((f) => f.label), lang)
    if (error instanceof JudgmentInputError && /memory is full/.test(error.message)) {
      return { kind: 'error', text: lang === 'zh' ? '记忆已满，而且全是红线（红线不会被自动挤掉）。没有记下。先在「记忆」页撤掉一条。' : 'Memory is full of red lines, which are never evicted automatically. Nothing was stored. Revoke one in the Memory tab first.' }
    }
    return storeError(error, lang)
  }
}

function guardLine(guard: Awaited<ReturnType<NonNullable<CommandDeps['guards']>['proposeFor']>>, lang: Lang): string[] {
  if (!guard || guard.outcome === 'declined-before') return []
  return [guardProposedSentence(guard.entries, widerThan(guard.proposal.target?.text ?? '', guard.entries).length > 0, lang)]
}

export function rememberCommand(deps: CommandDeps, lang: CopyLang = 'both'): CommandDefinition {
  return {
    name: 'remember',
    description: COMMAND_COPY.remember[lang].description,
    input: { hint: COMMAND_COPY.remember[lang].hint },
    // The typed line may carry a credential: the host's session log keeps only the answer.
    recordInput: false,
    handler: (invocation) => runRemember(deps, invocation.rawInput, invocation.agent),
  }
}
