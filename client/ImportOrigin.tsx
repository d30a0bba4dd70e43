// Where an imported proposal comes from: the file, the line and the file's date, the stored judgment
// it confirms (by its words: an id means nothing to a person), or the workspace AGENTS.md accepting
// it writes to.
import type { Proposal } from './api'
import { useLocale } from './context'
import { exchangeStrings } from './exchange-i18n'

export function ImportOrigin({ proposal }: { proposal: Proposal }) {
  const { lang } = useLocale()
  const x = exchangeStrings(lang)
  const origin = [...proposal.evidence].reverse().find((e) => e.file)
  return (
    <>
      {origin?.file && (
        <p className="dum-muted dum-pending-from" data-role="proposal-origin" data-file={origin.file} data-line={origin.line}>
          {x.from(origin.file, origin.line, new Date(origin.at).toISOString().slice(0, 10))}{origin.quote && origin.quote !== proposal.judgment?.text ? `: “${origin.quote}”` : ''}
        </p>
      )}
      {proposal.kind === 'import' && proposal.target && !proposal.replaces && (
        <p className="dum-muted" data-role="proposal-confirms" data-confirms={proposal.target.id}>{x.confirms(proposal.target.text)}</p>
      )}
      {proposal.kind === 'workspace' && proposal.workspace && <p className="dum-muted" data-role="proposal-workspace">{x.into(proposal.workspace)}</p>}
    </>
  )
}
