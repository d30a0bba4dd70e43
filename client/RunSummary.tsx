// How a distill or tidy run ended, as the tab shows it: the lines of src/model/run-text.ts (the same
// words the slash commands say) in the tab's language; a failed run, or one with skipped batches,
// is marked `data-failed` and drawn in the error tone. Errors of the start/stop routes are said in
// the same words (busy, no model, no history), never as the server's English message.
import { MirrorError } from './api'
import { errorText, type Lang, type Strings } from './i18n'
import { problemText, type ProblemCode } from '../src/model/run-problem.js'

const RUN_CODES: readonly ProblemCode[] = ['busy', 'no-route', 'unavailable', 'no-history', 'store-closed']

/** A start or stop that the server refused, in the tab's language. */
export function runErrorText(t: Strings, lang: Lang, failure: unknown): string {
  if (failure instanceof MirrorError) {
    const code = failure.code === 'unavailable' && /sessionQuery/.test(failure.message) ? 'no-history' : failure.code
    if (code && (RUN_CODES as readonly string[]).includes(code)) return problemText({ code: code as ProblemCode, detail: failure.message }, lang)
    return errorText(t, failure)
  }
  return t.errorUnknown(0)
}

export function RunSummary({ role, status, failed, lines }: { role: string; status: string; failed: boolean; lines: string[] }) {
  return (
    <div data-role={role} data-status={status} data-failed={failed || undefined} className={failed ? 'dum-notice' : undefined} style={failed ? { flexDirection: 'column', alignItems: 'flex-start', gap: 2 } : undefined} {...(failed ? { 'data-tone': 'error', role: 'alert' } : {})}>
      {lines.map((line) => <p key={line} style={{ margin: 0 }}>{line}</p>)}
    </div>
  )
}
