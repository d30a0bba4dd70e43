// What a distill or tidy run tells the user when it ends, in zh or en: one function per job, used by
// the tab's panels, the composer dock and the slash commands alike, so the chat and the tab never
// disagree, a failure never reads as success, and no English reason shows in a Chinese line.
// Host-free (the web client bundles it).
import type { DistillEstimate, DistillProgress } from './distill-types.js'
import { problemText, type Lang } from './run-problem.js'
import type { TidyProgress } from './tidy-types.js'

/** Where the line is shown: the tab (its panel "等待你确认" is on the same page) or the chat (it is in the Memory tab). */
export type Where = 'tab' | 'chat'

const review: Record<Where, Record<Lang, string>> = {
  tab: { zh: '在「等待你确认」里逐条接受或拒绝', en: 'accept or reject each under “Waiting for your OK”' },
  chat: { zh: '到「记忆」标签页逐条接受或拒绝', en: 'accept or reject each in the Memory tab' },
}

/** What an estimate (or the run it starts) reads: the same counts in the command and in the tab. */
export function estimateText(e: DistillEstimate, lang: Lang): string {
  if (e.requests === 0) return lang === 'zh' ? `${e.sessions} 个会话里没有新的消息，不需要发送任何请求。` : `No new messages in ${e.sessions} session${e.sessions === 1 ? '' : 's'}: nothing to send.`
  return lang === 'zh'
    ? `将读取 ${e.sessionsWithNew} 个会话中的 ${e.messages} 条你的消息，约 ${e.inputTokens} 个输入 token，分 ${e.requests} 次请求发给你的模型。`
    : `Reads ${e.messages} of your messages in ${e.sessionsWithNew} session${e.sessionsWithNew === 1 ? '' : 's'}, about ${e.inputTokens} input tokens, in ${e.requests} request${e.requests === 1 ? '' : 's'} to your model.`
}

export function distillRunningText(p: DistillProgress, lang: Lang): string {
  const retry = p.retries ? (lang === 'zh' ? `（重试了 ${p.retries} 次）` : ` (${p.retries} retr${p.retries === 1 ? 'y' : 'ies'})`) : ''
  return lang === 'zh'
    ? `正在提炼：${p.sessionsDone} / ${p.sessionsTotal} 个会话，已发送 ${p.tokensSent} tokens${retry}`
    : `Distilling: ${p.sessionsDone} / ${p.sessionsTotal} session${p.sessionsTotal === 1 ? '' : 's'}, ${p.tokensSent} tokens sent${retry}`
}

/** The lines of an ended (or running) distill run; the first says how it ended. */
export function distillSummary(p: DistillProgress, lang: Lang, where: Where): string[] {
  const zh = lang === 'zh'
  if (p.status === 'idle') return [zh ? '还没有运行过提炼。' : 'No distill run yet.']
  if (p.status === 'running') return [distillRunningText(p, lang)]
  const lines: string[] = []
  const found = p.proposed + p.gathered
  if (p.status === 'done') {
    if (found === 0) lines.push(zh ? '提炼完成：没有找到新的判断。' : 'Distill done: no new judgments found.')
    else {
      lines.push(zh
        ? `提炼完成：${p.proposed} 条新提议${p.gathered ? `，${p.gathered} 次补充了已有提议的证据` : ''}；${review[where].zh}。`
        : `Distill done: ${p.proposed} new proposal${p.proposed === 1 ? '' : 's'}${p.gathered ? `, ${p.gathered} added evidence to existing ones` : ''}; ${review[where].en}.`)
    }
  } else if (p.status === 'cancelled') {
    lines.push(zh ? '提炼已停止；已完成批次的提议都保留了，下次从停下的地方继续。' : 'Distill stopped; proposals of finished batches are kept and the next run continues from here.')
  } else {
    const reason = p.problem ? problemText(p.problem, lang) : (zh ? '出现了意外错误' : 'an unexpected error')
    lines.push(zh ? `提炼失败：${reason}。` : `Distill failed: ${reason}.`)
    if (found > 0) lines.push(zh ? `失败前已有 ${p.proposed} 条新提议，都保留了；${review[where].zh}。` : `${p.proposed} proposal${p.proposed === 1 ? '' : 's'} made before it failed are kept; ${review[where].en}.`)
  }
  // A skipped batch is never hidden behind "done": what was not read, why, and that it is sent again.
  const skipped = p.skipped ?? []
  const allSkipped = p.status === 'failed' && skipped.length > 0 && skipped.length === p.batchesTotal
  if (skipped.length && !allSkipped) {
    const messages = skipped.reduce((n, s) => n + s.messages, 0)
    const reason = problemText(skipped[0]!.problem, lang)
    lines.push(zh
      ? `有 ${skipped.length} 批（${messages} 条消息）没有读成：${reason}。`
      : `${skipped.length} batch${skipped.length === 1 ? '' : 'es'} (${messages} message${messages === 1 ? '' : 's'}) could not be read: ${reason}.`)
  }
  if (skipped.length || p.status === 'failed') lines.push(zh ? '没读成的消息没有标为已读，下次提炼会重新发送。' : 'Messages not read are not marked done; the next run sends them again.')
  if (p.refused) lines.push(zh ? `${p.refused} 条含有密钥等凭据，被拒绝，没有保存。` : `${p.refused} contained a credential and ${p.refused === 1 ? 'was' : 'were'} refused; nothing of ${p.refused === 1 ? 'it' : 'them'} was kept.`)
  return lines
}

/** Whether the run ended in a way the user must hear about as a failure (failed, or with skipped batches). */
export const distillFailed = (p: DistillProgress) => p.status === 'failed' || (p.status === 'done' && (p.skipped?.length ?? 0) > 0)

export function tidySummary(p: TidyProgress, lang: Lang, where: Where): string[] {
  const zh = lang === 'zh'
  switch (p.status) {
    case 'idle': return [zh ? '还没有整理过。' : 'No tidy run yet.']
    case 'running': return [zh ? `正在整理：${p.judgments} 条判断已发给你的模型……` : `Tidying: ${p.judgments} judgments sent to your model…`]
    case 'cancelled': return [zh ? '整理已停止；记忆没有改变。' : 'Tidy stopped; memory is unchanged.']
    case 'failed': {
      const reason = p.problem ? problemText(p.problem, lang) : (zh ? '出现了意外错误' : 'an unexpected error')
      return [zh ? `整理失败：${reason}。记忆没有任何改变。` : `Tidy failed: ${reason}. Nothing in memory changed.`]
    }
    case 'done': {
      if (p.judgments === 0) return [zh ? '整理完成：还没有存任何判断，没有发送请求。' : 'Tidy done: nothing is stored yet, so nothing was sent.']
      if (p.proposed === 0 && p.gathered === 0 && p.declinedBefore === 0) return [zh ? '整理完成：没有发现重复、矛盾或事实。' : 'Tidy done: no duplicates, contradictions or facts found.']
      const declined = p.declinedBefore ? (zh ? `，${p.declinedBefore} 条你以前拒绝过（不再提）` : `, ${p.declinedBefore} you rejected before (not asked again)`) : ''
      const waiting = p.gathered ? (zh ? `，${p.gathered} 条已在等待` : `, ${p.gathered} already waiting`) : ''
      if (p.proposed + p.gathered === 0) return [zh ? `整理完成：没有新提议${declined}。记忆没有任何改变。` : `Tidy done: no new proposals${declined}. Nothing in memory changed.`]
      return [zh
        ? `整理完成：${p.proposed} 条新提议${waiting}${declined}；${review[where].zh}。记忆还没有任何改变。`
        : `Tidy done: ${p.proposed} new proposal${p.proposed === 1 ? '' : 's'}${waiting}${declined}; ${review[where].en}. Nothing in memory has changed yet.`]
    }
  }
}
