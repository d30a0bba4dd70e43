// Why a distill or tidy run (or one of its batches) did not go through, as a code the user can be
// told about in their language, not as the English line of whatever threw. Host-free: the web tab
// and the slash commands both render it with `problemText`, so the chat and the tab say the same.

export type ProblemCode =
  /** The model answered, but not with the JSON asked for (or with items that fail the checks). */
  | 'not-json' | 'bad-shape' | 'invalid-items' | 'max-tokens' | 'not-text'
  /** The request itself: over the input cap, timed out, refused by the provider. */
  | 'too-large' | 'timeout' | 'rate-limited' | 'server-error' | 'auth' | 'model'
  /** The profile or the store: no model service, no route, no session history, the store closed. */
  | 'unavailable' | 'no-route' | 'no-history' | 'store-closed' | 'busy' | 'unknown'

export interface RunProblem {
  code: ProblemCode
  /** The provider's HTTP status, when one was seen. */
  status?: number
  /** How many requests were made for it (retries included), when more than one. */
  tries?: number
  /** How many items of the answer failed the checks (`invalid-items`). */
  items?: number
  /** The original English message, for the request log and bug reports; never shown as the reason. */
  detail: string
}

interface ErrorLike { name?: string; message?: string; code?: unknown; status?: unknown; tries?: unknown; problem?: RunProblem }

/** The problem behind a thrown error (an AuxCallError, an answer error, a store error, anything). */
export function problemOf(error: unknown): RunProblem {
  const e = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as ErrorLike
  // An error that already knows its problem (tidy's "unusable twice").
  if (e.problem && typeof e.problem.code === 'string' && e.problem.code in REASONS) return e.problem
  const detail = e.message ?? String(error)
  const status = typeof e.status === 'number' ? e.status : undefined
  const tries = typeof e.tries === 'number' && e.tries > 1 ? e.tries : undefined
  const base = { detail, ...(status !== undefined ? { status } : {}), ...(tries ? { tries } : {}) }
  if (e.name === 'DistillAnswerError' || e.name === 'TidyAnswerError') return { code: /not JSON/.test(detail) ? 'not-json' : 'bad-shape', ...base }
  if (e.name === 'DistillBusyError') return { code: 'busy', ...base }
  if (e.name === 'AuxCallError' && typeof e.code === 'string') {
    switch (e.code) {
      case 'max-tokens': case 'not-text': case 'too-large': case 'timeout': case 'unavailable': case 'no-route': case 'busy':
        return { code: e.code === 'unavailable' && /sessionQuery/.test(detail) ? 'no-history' : e.code, ...base }
      case 'model':
        if (status === 429) return { code: 'rate-limited', ...base }
        if (status !== undefined && status >= 500) return { code: 'server-error', ...base }
        if (status === 401 || status === 403) return { code: 'auth', ...base }
        return { code: 'model', ...base }
    }
  }
  if (/memory store (is not open|closed)/.test(detail)) return { code: 'store-closed', ...base }
  return { code: 'unknown', ...base }
}

export type Lang = 'zh' | 'en'

const REASONS: Record<ProblemCode, Record<Lang, (p: RunProblem) => string>> = {
  'not-json': { zh: () => '模型的回答不是要求的 JSON', en: () => 'the model\'s answer was not the JSON asked for' },
  'bad-shape': { zh: () => '模型的回答缺少要求的字段', en: () => 'the model\'s answer lacked the fields asked for' },
  'invalid-items': {
    zh: (p) => `模型的回答里有 ${p.items ?? 1} 条不合要求（引文不是你的原话、太长或缺少依据）`,
    en: (p) => `${p.items ?? 1} item${p.items === 1 ? '' : 's'} of the model's answer failed the checks (a quote not in your words, too long, or no evidence)`,
  },
  'max-tokens': { zh: () => '模型的回答超过了输出上限', en: () => 'the model\'s answer reached the output cap' },
  'not-text': { zh: () => '模型想调用工具，而这里只接受文字回答', en: () => 'the model asked for a tool where only text is accepted' },
  'too-large': { zh: () => '这一批超过了单次请求的大小上限，没有发送', en: () => 'this batch is over the request size cap and was not sent' },
  timeout: { zh: () => '模型在时限内没有答完', en: () => 'the model did not finish in time' },
  'rate-limited': { zh: () => '你的模型服务限流（HTTP 429）', en: () => 'your model provider is rate-limiting (HTTP 429)' },
  'server-error': { zh: (p) => `你的模型服务出错（HTTP ${p.status ?? '5xx'}）`, en: (p) => `your model provider failed (HTTP ${p.status ?? '5xx'})` },
  auth: { zh: (p) => `你的模型服务拒绝了请求（HTTP ${p.status}，检查 API key）`, en: (p) => `your model provider refused the request (HTTP ${p.status}; check the API key)` },
  model: { zh: (p) => `调用你的模型失败${p.status ? `（HTTP ${p.status}）` : ''}`, en: (p) => `the call to your model failed${p.status ? ` (HTTP ${p.status})` : ''}` },
  unavailable: { zh: () => '这个配置里没有模型服务', en: () => 'this profile has no model service' },
  'no-route': { zh: () => '没有可用的模型：主机没有默认模型，也没有配置 distill.provider 和 distill.model', en: () => 'no model to call: the host has no default model and distill.provider / distill.model are not set' },
  'no-history': { zh: () => '这个配置里没有会话历史服务', en: () => 'this profile has no session history service' },
  'store-closed': { zh: () => '运行中记忆存储被关闭了', en: () => 'the memory store closed during the run' },
  busy: { zh: () => '已经有一次运行在进行', en: () => 'a run is already going on' },
  unknown: { zh: () => '出现了意外错误（详情见请求记录）', en: () => 'an unexpected error (details in the request log)' },
}

/** The reason in the user's language; retries are said, the English detail never is. */
export function problemText(problem: RunProblem, lang: Lang): string {
  const reason = (REASONS[problem.code] ?? REASONS.unknown)[lang](problem)
  if (!problem.tries) return reason
  return lang === 'zh' ? `${reason}，试了 ${problem.tries} 次` : `${reason}, after ${problem.tries} tries`
}

/** A batch a distill run could not use: its messages stay unread and the next run sends them again. */
export interface SkippedBatch {
  /** 1-based, in the order the run sent them. */
  batch: number
  sessions: number
  messages: number
  problem: RunProblem
}
