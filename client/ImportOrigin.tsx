// Where an imported proposal comes from: the file, the line and the file's date, the stored judgment
// it confirms ("confirms j_…"), or the workspace AGENTS.md accepting it writes to.
import type { Proposal } from './api'
import { useLocale } from './context'

export function ImportOrigin({ proposal }: { proposal: Proposal }) {
  const { t } = useLocale()
  const origin = [...proposal.evidence].reverse().find((e) => e.file)
  return (
    <>
      {origin?.file && (
        <p className="dum-muted dum-pending-from" data-role="proposal-origin" data-file={origin.file} data-line={origin.line}>
          {t.exchange.from(origin.file, origin.line, new Date(origin.at).toISOString().slice(0, 10))}{origin.quote && origin.quote !== proposal.judgment?.text ? `: “${origin.quote}”` : ''}
        </p>
      )}
      {proposal.kind === 'import' && proposal.target && (
        <p className="dum-muted" data-role="proposal-confirms" data-confirms={proposal.target.id}>{t.exchange.confirms(proposal.target.id, proposal.target.text)}</p>
      )}
      {proposal.kind === 'workspace' && proposal.workspace && <p className="dum-muted" data-role="proposal-workspace">{t.exchange.into(proposal.workspace)}</p>}
    </>
  )
}
