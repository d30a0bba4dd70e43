import { StoreUnavailableError } from '../errors.js'
import type { MirrorState } from '../state.js'
import type { Lang } from './language.js'
import type { CommandResult } from './types.js'

/** A line reminding the user that the model's memory tools are paused or off, when they are. */
export function modeNote(state: MirrorState, lang: Lang): string[] {
  const mode = state.mode
  if (mode === 'on') return []
  if (lang === 'zh') return [mode === 'paused' ? '（记忆已暂停：模型不会记下或忘掉什么；/memory resume 恢复。）' : '（记忆已关闭：什么都不注入；/memory on 打开。）']
  return [mode === 'paused' ? '(Memory is paused: the model stores and forgets nothing; /memory resume to resume.)' : '(Memory is off: nothing is injected; /memory on to turn it on.)']
}

/** A store that is missing, still opening or failing, as one readable line in the user's language. */
export function storeError(error: unknown, lang: Lang): CommandResult {
  if (error instanceof StoreUnavailableError) {
    const message = error.message
    if (/not available in this profile/.test(message)) {
      return { kind: 'error', text: lang === 'zh' ? '这个 profile 没有存储服务（storageDomain），记忆用不了；见 README「在 headless 或自定义 profile 中使用」。' : 'This profile has no storage service (storageDomain), so memory is unavailable; see the README, "Using the memory from the headless profile or a custom one".' }
    }
    if (/not ready/.test(message)) return { kind: 'error', text: lang === 'zh' ? '记忆还在打开，稍等片刻再试。' : 'The memory store is still opening; try again in a moment.' }
    return { kind: 'error', text: lang === 'zh' ? `记忆存储出了问题：${message}` : message }
  }
  throw error
}
