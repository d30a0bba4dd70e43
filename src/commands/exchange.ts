// `/memory import <claude|codex|cursor|copilot|gemini|windsurf|path>` reads the files at once and
// answers with what it proposed and what it left out (and why); `/memory export
// <claude|codex|gemini|path> [remove]` writes (or removes) the managed block at once and answers
// with the change. Thin adapters over src/exchange/service.ts, entries of the `/memory` table.
import { existsSync } from 'node:fs'
import { KIND_INFO } from '../core/kinds.js'
import { LEFT_OUT_WORDS } from '../exchange/classify.js'
import { exchangeFailureText } from '../exchange/failure-words.js'
import { EXPORT_TARGETS, TOOL_NAMES, TOOLS, isTool } from '../exchange/formats.js'
import type { ImportReport } from '../exchange/import.js'
import { expandPath } from '../exchange/read-file.js'
import { invokingSession } from './distill.js'
import type { Lang } from './language.js'
import type { CommandDeps, CommandResult } from './types.js'

/** One entry of the `/memory` table (memory.ts's MemorySubcommand, stated here so the two files do not import each other). */
interface MemorySubcommand {
  names: readonly string[]
  summary: Record<Lang, string>
  run(deps: CommandDeps, rest: string, lang: Lang, agent?: unknown): Promise<CommandResult>
}

const IMPORT_USAGE: Record<Lang, string> = {
  zh: `用法：/memory import <${TOOLS.join('|')}|文件路径>`,
  en: `Usage: /memory import <${TOOLS.join('|')}|path>`,
}
const EXPORT_USAGE: Record<Lang, string> = {
  zh: '用法：/memory export <claude|codex|gemini|文件路径> [remove]',
  en: 'Usage: /memory export <claude|codex|gemini|path> [remove]',
}

const SHOWN = 8
const EXPORT_TOOLS: readonly string[] = Object.keys(EXPORT_TARGETS)

export function importReportLines(r: ImportReport, lang: Lang): string[] {
  const zh = lang === 'zh'
  if (r.unchanged) return [zh ? `${r.source} 自上次导入后没有改动：没有新的提议。` : `${r.source} has not changed since the last import: nothing new.`]
  if (r.empty) return [zh ? `${r.source} 是空的：没有可导入的规则。` : `${r.source} is empty: there is no rule in it to import.`]
  // Nothing proposed is not "waiting for your OK" (walk14: "0 proposed, waiting for your OK").
  const out = [r.proposed.length === 0
    ? (zh ? `${r.source}：没有新的提议${r.seenBefore ? `（${r.seenBefore} 条以前已提过）` : ''}。` : `${r.source}: nothing new to propose${r.seenBefore ? ` (${r.seenBefore} were proposed before)` : ''}.`)
    : zh
      ? `${r.source}：提出 ${r.proposed.length} 条，等你在「记忆」页接受或拒绝${r.seenBefore ? `（另有 ${r.seenBefore} 条以前已提过）` : ''}。`
      : `${r.source}: ${r.proposed.length} proposed, waiting for your OK in the Memory tab${r.seenBefore ? ` (${r.seenBefore} more were proposed before)` : ''}.`]
  for (const p of r.proposed.slice(0, SHOWN)) {
    const where = p.workspace ? (zh ? `，写进 ${p.workspace}` : `, into ${p.workspace}`) : p.confirms ? (zh ? `，确认你已有的「${p.confirms.text}」` : `, confirms your “${p.confirms.text}”`)
      : p.replaces ? (zh ? `，会替换你现有的「${p.replaces.text}」` : `, would replace your “${p.replaces.text}”`) : ''
    const cut = p.shortened ? (zh ? '（长行里的几句）' : ' (sentences out of a longer line)') : ''
    out.push(`- [${KIND_INFO[p.kind].label[lang]}] ${zh ? `第 ${p.line} 行` : `line ${p.line}`}: ${p.text}${cut}${where}`)
  }
  if (r.proposed.length > SHOWN) out.push(zh ? `- 还有 ${r.proposed.length - SHOWN} 条` : `- and ${r.proposed.length - SHOWN} more`)
  if (r.leftOut.length) {
    out.push(zh ? `没收下 ${r.leftOut.length} 条：` : `Left out ${r.leftOut.length}:`)
    for (const l of r.leftOut.slice(0, SHOWN)) out.push(`- ${zh ? `第 ${l.line} 行` : `line ${l.line}`} “${l.text}”: ${LEFT_OUT_WORDS[l.reason][lang]}`)
    if (r.leftOut.length > SHOWN) out.push(zh ? `- 还有 ${r.leftOut.length - SHOWN} 条` : `- and ${r.leftOut.length - SHOWN} more`)
  }
  if (r.truncated) out.push(zh ? `一次最多 ${r.proposed.length + r.leftOut.length} 条；其余 ${r.truncated} 条下次导入时再提。` : `${r.truncated} more lines are proposed on the next import (one import proposes at most ${r.proposed.length + r.leftOut.length}).`)
  return out
}

/**
 * A bare word (no slash, no dot) that names no tool and no existing file: a mistyped tool name far
 * more often than a file, so it is answered as such instead of being read or written as a path.
 */
function notToolNorFile(target: string, tools: readonly string[], cwd: string, lang: Lang, action: 'import' | 'export'): CommandResult | undefined {
  if (/[/\\.~]/.test(target) || tools.includes(target.toLowerCase()) || existsSync(expandPath(target, cwd))) return undefined
  const text = lang === 'zh'
    ? `「${target}」既不是工具名（${tools.join('、')}），也不是 ${cwd} 里已有的文件。${action === 'import' ? '什么都没读。' : `什么都没写。要新建这个名字的文件，请写成路径：./${target}`}`
    : `“${target}” is neither a tool name (${tools.join(', ')}) nor an existing file in ${cwd}. ${action === 'import' ? 'Nothing was read.' : `Nothing was written. To write a new file by that name, give it as a path: ./${target}`}`
  return { kind: 'error', text }
}

const failure = (error: unknown, lang: Lang): CommandResult => ({ kind: 'error', text: exchangeFailureText((error as Error)?.message ?? String(error), lang) })

export const IMPORT_SUBCOMMAND: MemorySubcommand = {
  names: ['import', '导入'],
  summary: { zh: '从其他工具导入（Claude Code、Codex、Cursor…）', en: 'import from other tools (Claude Code, Codex, Cursor…)' },
  async run(deps, rest, lang, agent) {
    const target = rest.trim()
    if (!target || !deps.exchange) return { kind: 'error', text: IMPORT_USAGE[lang] }
    const cwd = invokingSession(agent).cwd ?? process.cwd()
    const unknown = notToolNorFile(target, TOOLS, cwd, lang, 'import')
    if (unknown) return unknown
    let reports: ImportReport[]
    try {
      reports = await deps.exchange.importTarget(isTool(target.toLowerCase()) ? target.toLowerCase() : target, cwd)
    } catch (error) {
      return failure(error, lang)
    }
    if (!reports.length) {
      const name = TOOL_NAMES[target.toLowerCase() as keyof typeof TOOL_NAMES]
      return { kind: 'success', text: lang === 'zh' ? `这台机器上（家目录和 ${cwd}）没有找到 ${name} 的规则文件。` : `No ${name} rule files found here (your home and ${cwd}).` }
    }
    return { kind: 'success', text: reports.flatMap((r) => importReportLines(r, lang)).join('\n') }
  },
}

export const EXPORT_SUBCOMMAND: MemorySubcommand = {
  names: ['export', '导出'],
  summary: { zh: '写进其他工具的用户文件（Claude Code、Codex、Gemini）', en: 'write into other tools\' user files (Claude Code, Codex, Gemini)' },
  async run(deps, rest, lang, agent) {
    const words = rest.trim().split(/\s+/).filter(Boolean)
    const remove = words.length > 1 && /^(remove|delete|删除|移除)$/i.test(words.at(-1)!)
    const target = (remove ? words.slice(0, -1) : words).join(' ')
    if (!target || !deps.exchange) return { kind: 'error', text: EXPORT_USAGE[lang] }
    const cwd = invokingSession(agent).cwd ?? process.cwd()
    const unknown = notToolNorFile(target, EXPORT_TOOLS, cwd, lang, 'export')
    if (unknown) return unknown
    const zh = lang === 'zh'
    try {
      const name = EXPORT_TOOLS.includes(target.toLowerCase()) ? target.toLowerCase() : target
      const result = remove ? await deps.exchange.exportRemove(name, cwd) : await deps.exchange.exportWrite(name, cwd)
      const lines: string[] = []
      if (result.alreadyThere) lines.push(zh ? `${result.alreadyThere} 条判断就是从这个文件导入、而且还在文件里的规则：没有再抄进区块。` : `${result.alreadyThere} judgment${result.alreadyThere === 1 ? ' is a rule' : 's are rules'} imported from this file and still in it: not copied into the block again.`)
      if (result.guarded && result.written) lines.push(zh ? `其中 ${result.guarded} 条红线在 DSH 里有守卫（越过它的工具调用会先问你）；写进 ${result.display} 的只是文字：那边没有守卫，只靠那个工具的模型照着做。` : `${result.guarded} of these red lines ${result.guarded === 1 ? 'has a guard' : 'have guards'} in DSH (a tool call that crosses ${result.guarded === 1 ? 'it' : 'them'} asks you first); ${result.display} gets ${result.guarded === 1 ? 'its' : 'their'} words only: nothing there stops a call, only that tool's model reading them.`)
      if (result.edits.length) lines.push(zh ? `你在区块里改过的 ${result.edits.length} 行已作为提议等你确认。` : result.edits.length === 1 ? '1 line you edited inside the block is waiting as a proposal.' : `${result.edits.length} lines you edited inside the block are waiting as proposals.`)
      if (remove) {
        lines.unshift(result.written
          ? (zh ? `已从 ${result.display} 移除 DSH 区块（备份：${result.backup}）。` : `Removed the DSH block from ${result.display} (backup: ${result.backup}).`)
          : (zh ? `${result.display} 里没有 DSH 区块：没有改动。` : `${result.display} has no DSH block: nothing changed.`))
      } else {
        const added = result.diff.filter((d) => d.op === '+').length
        const removed = result.diff.filter((d) => d.op === '-').length
        lines.unshift(result.written
          ? (zh ? `已写入 ${result.display} 的 DSH 区块（+${added} −${removed} 行${result.backup ? `；备份：${result.backup}` : ''}），区块外一个字节都没动。` : `Wrote the DSH block in ${result.display} (+${added} −${removed} lines${result.backup ? `; backup: ${result.backup}` : ''}); nothing outside the block changed.`)
          : result.nothing
            ? (zh ? `还没有记住任何判断：没有要写进 ${result.display} 的，什么都没写。` : `Nothing is remembered yet: nothing to write into ${result.display}; nothing written.`)
            : (zh ? `${result.display} 已经是当前的判断：没有写入。` : `${result.display} already holds the current judgments: nothing written.`))
      }
      return { kind: 'success', text: lines.join('\n') }
    } catch (error) {
      return failure(error, lang)
    }
  },
}

export const AUTO_DISTILL_SUBCOMMAND: MemorySubcommand = {
  names: ['autodistill', '自动提炼'],
  summary: { zh: '每次会话结束后自动提炼（on|off）', en: 'learn from each finished session (on|off)' },
  async run(deps, rest, lang) {
    const zh = lang === 'zh'
    const word = rest.trim().toLowerCase()
    const auto = deps.autoDistill
    if (!auto) return { kind: 'error', text: zh ? '这个配置里不能自动提炼。' : 'Learning from finished sessions is not available in this profile.' }
    if (word === 'on' || word === '开' || word === '开启') await auto.set(true)
    else if (word === 'off' || word === '关' || word === '关闭') await auto.set(false)
    else if (word) return { kind: 'error', text: zh ? '用法：/memory 自动提炼 [on|off]' : 'Usage: /memory autodistill [on|off]' }
    if (word === 'on') auto.catchUp()
    const { on, since } = auto.setting
    const last = auto.runs[0]
    const lines = [on
      ? (zh ? `已打开：自 ${new Date(since!).toISOString().slice(0, 10)} 起的会话结束或被压缩时，你打的字会用你自己的模型提炼成提议。` : `On: when a session from ${new Date(since!).toISOString().slice(0, 10)} on ends or is compacted, what you typed goes to your own model and comes back as proposals.`)
      : (zh ? '已关闭（默认）：不会自动读取任何会话。' : 'Off (the default): no session is read automatically.')]
    if (last) lines.push(zh ? `上一次：${last.sessions} 个会话，${last.requests} 次请求，发送 ${last.tokensSent} tokens，${last.proposed} 条提议。` : `Last run: ${last.sessions} sessions, ${last.requests} requests, ${last.tokensSent} tokens sent, ${last.proposed} proposals.`)
    return { kind: 'success', text: lines.join('\n') }
  },
}
