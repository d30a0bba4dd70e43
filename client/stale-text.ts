// Why a waiting proposal is out of date (a judgment it names was revoked or reworded since), said in
// the tab's language with the judgment's words: never its id, never the server's English detail
// inside a Chinese sentence. Self-contained, so test/tidy.test.ts runs it on the server's own view.

export interface StaleStrings {
  tidyStale: (detail: string) => string
  staleGone: (text: string) => string
  staleChanged: (text: string, now: string) => string
}

export function staleText(t: StaleStrings, p: { stale?: string | undefined; staleRef?: { text: string; now?: string } | undefined }): string {
  if (!p.staleRef) return t.tidyStale(p.stale ?? '')
  return p.staleRef.now === undefined ? t.staleGone(p.staleRef.text) : t.staleChanged(p.staleRef.text, p.staleRef.now)
}
