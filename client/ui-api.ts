// The conversation-side calls of the plugin's client: report the page's language (slash commands
// answer in it) and keep a judgment the model could not store while memory was paused or off.
import { MUTATION_HEADERS, request } from './api'
import type { Kind } from '../src/core/judgment'
import type { Lang } from './i18n'

export async function reportUiLanguage(lang: Lang, sessionId?: string): Promise<void> {
  await request('/ui-language', { method: 'POST', headers: MUTATION_HEADERS, body: JSON.stringify({ lang, ...sessionId ? { sessionId } : {} }) })
}

/** Resume memory and store the judgment as the user's own yes; answers with the mode it left. */
export async function keepJudgment(input: { text: string; kind: Kind; reason: string; sessionId?: string }): Promise<{ mode: string }> {
  const body = await request('/judgments/keep', { method: 'POST', headers: MUTATION_HEADERS, body: JSON.stringify({ ...input, resume: true }) }) as { mode?: unknown }
  return { mode: typeof body?.mode === 'string' ? body.mode : 'on' }
}
