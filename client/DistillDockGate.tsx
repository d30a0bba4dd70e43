// The composer's dock as the page's bundle registers it: it watches (distill-watch.ts) without the
// chunk, and draws the real dock (client/DistillDock.tsx, in the chunk) only in a conversation
// where a `/memory …` run is watched, so a conversation with nothing to show loads nothing.
// It is also where the page learns which conversation it shows, for the language of command answers.
import { useEffect } from 'react'
import { useDistillWatch } from './distill-watch'
import { DistillDock } from './lazy/view'
import { showSession } from './ui-language'

export function DistillDockGate({ sessionId }: { sessionId?: string }) {
  useEffect(() => showSession(sessionId), [sessionId])
  const watch = useDistillWatch(sessionId)
  return watch && sessionId ? <DistillDock sessionId={sessionId} /> : null
}
