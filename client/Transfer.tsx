// Export (JSON, Markdown) as plain downloads from the export route, and import of an exported JSON
// file. The result or the error goes to the tab's notice line.
import { useRef } from 'react'
import { exportUrl, importJudgments, type ImportResult, type MirrorError } from './api'
import { useLocale } from './context'
import { errorText } from './i18n'
import { importFailureText } from './import-error'

interface Props {
  act: (mutation: () => Promise<unknown>) => Promise<MirrorError | undefined>
  onNotice: (notice: { tone: 'info' | 'error'; message: string }) => void
}

export function Transfer({ act, onNotice }: Props) {
  const { t, lang } = useLocale()
  const input = useRef<HTMLInputElement>(null)

  const importFile = async (file: File) => {
    const text = await file.text()
    try {
      JSON.parse(text)
    } catch {
      onNotice({ tone: 'error', message: t.importFailed(t.importNotJson) })
      return
    }
    let result: ImportResult | undefined
    const failure = await act(async () => { result = await importJudgments(text) })
    if (failure || !result) onNotice({ tone: 'error', message: t.importFailed(failure ? importFailureText(failure, lang) ?? errorText(t, failure) : '') })
    else onNotice({ tone: 'info', message: t.importDone(result) })
  }

  return (
    <>
      <a className="dum-btn" href={exportUrl('json')} download="dsh-user-mirror.json" data-action="export-json">{t.exportJson}</a>
      <a className="dum-btn" href={exportUrl('md')} download="dsh-user-mirror.md" data-action="export-md">{t.exportMd}</a>
      <button type="button" className="dum-btn" data-action="import" onClick={() => input.current?.click()}>{t.importButton}</button>
      <input
        ref={input}
        className="dum-hidden-input"
        type="file"
        accept=".json,application/json"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0]
          e.currentTarget.value = ''
          if (file) void importFile(file)
        }}
      />
    </>
  )
}
