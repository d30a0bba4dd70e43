// The composer's dock as the page's bundle registers it: it watches (distill-watch.ts) without the
// chunk, and draws the real dock (client/DistillDock.tsx, in the chunk) only in a conversation
// where a `/memory …` run is watched, so a conversation with nothing to show loads nothing.
import { useDistillWatch } from './distill-watch'
import { DistillDock } from './lazy/view'

export function DistillDockGate({ sessionId }: { sessionId?: string }) {
  const watch = useDistillWatch(sessionId)
  return watch && sessionId ? <DistillDock sessionId={sessionId} /> : null
}
