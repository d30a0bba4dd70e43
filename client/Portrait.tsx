// The body of the tab: red lines in their own block, principles as the body, workflow ∥ taste as
// two columns (when the view is wide enough), then two folds: judgments not confirmed for 30 days,
// and those stored but left out of this turn. What the model is sent is said in people's words on
// the face; the token count sits behind a details toggle.
import { useState, type ReactNode } from 'react'
import type { JudgmentView, Kind, Snapshot } from './api'
import { useLocale } from './context'
import { JudgmentItem } from './JudgmentItem'
import { daysUnconfirmed, fadingAfterDays, type Portrait as PortraitData } from './portrait-model'

export function useKindLabel(snapshot: Snapshot) {
  const { lang, t } = useLocale()
  return (kind: Kind) => snapshot.kinds.find((k) => k.kind === kind)?.label?.[lang] || t.kindFallback[kind]
}

/** A line of mechanics (tokens, cache, counts) folded behind a small "details" toggle. */
export function DetailsToggle({ children, role }: { children: ReactNode; role?: string }) {
  const { t } = useLocale()
  const [open, setOpen] = useState(false)
  return (
    <span className="dum-details-toggle" data-role={role}>
      <button type="button" className="dum-link" aria-expanded={open} data-action="details" onClick={() => setOpen((o) => !o)}>
        {open ? t.detailsHide : t.details}
      </button>
      {open && <span className="dum-details-body">{children}</span>}
    </span>
  )
}

function SeesBar({ sees, off }: { sees: PortraitData['sees']; off: boolean }) {
  const { t } = useLocale()
  const { injected, total, tokensUsed, tokenBudget } = sees
  const ratio = tokenBudget > 0 ? Math.min(1, tokensUsed / tokenBudget) : 0
  return (
    <section className="dum-sees" aria-label={t.seesTitle}>
      <div className="dum-sees-line">
        {off ? <span className="dum-sees-count">{t.seesOff(total)}</span> : (
          <>
            <span className="dum-sees-title">{t.seesTitle}</span>
            <span className="dum-sees-count">{t.seesCount(injected, total)}</span>
          </>
        )}
        {!off && (
          <DetailsToggle role="sees-details">
            <span className="dum-sees-tokens">{t.tokensLine(tokensUsed, tokenBudget)}</span>
            <span
              className="dum-bar"
              role="meter"
              aria-valuemin={0}
              aria-valuemax={tokenBudget}
              aria-valuenow={Math.min(tokensUsed, tokenBudget)}
              aria-valuetext={t.seesBar(injected, total, tokensUsed, tokenBudget)}
            >
              <span className="dum-bar-fill" style={{ width: `${(ratio * 100).toFixed(1)}%` }} />
            </span>
          </DetailsToggle>
        )}
      </div>
    </section>
  )
}

interface ListProps {
  judgments: JudgmentView[]
  now: number
  onRevoke: (j: JudgmentView) => void
  kindLabel?: (kind: Kind) => string
  note?: (j: JudgmentView) => string | undefined
}

function JudgmentList({ judgments, now, onRevoke, kindLabel, note }: ListProps) {
  return (
    <ul className="dum-list">
      {judgments.map((j) => (
        <JudgmentItem key={j.id} judgment={j} now={now} onRevoke={onRevoke} kindLabel={kindLabel?.(j.kind)} note={note?.(j)} />
      ))}
    </ul>
  )
}

function Fold({ zone, title, children, explain }: { zone: string; title: string; explain?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <section className={`dum-block dum-${zone}`} data-zone={zone} data-open={open}>
      <h3 className="dum-block-title">
        <button type="button" className="dum-fold" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          <span className="dum-chevron" aria-hidden="true">{open ? '▾' : '▸'}</span>
          {title}
        </button>
      </h3>
      {open && explain ? <p className="dum-block-desc">{explain}</p> : null}
      {open && children}
    </section>
  )
}

export function Portrait({ snapshot, portrait, onRevoke }: { snapshot: Snapshot; portrait: PortraitData; onRevoke: (j: JudgmentView) => void }) {
  const { lang, t } = useLocale()
  const kindLabel = useKindLabel(snapshot)
  const fadingDays = fadingAfterDays(snapshot.config)
  const now = snapshot.now
  const off = snapshot.mode === 'off'
  // What a line in a block is told apart by: off mode, or a red line the selection left out.
  const blockNote = (j: JudgmentView) => off ? undefined : j.injected ? undefined : j.skipped ? t.skip[j.skipped] : t.notInjectedNow
  const block = ({ kind, judgments }: PortraitData['blocks'][number]) => {
    const description = snapshot.kinds.find((k) => k.kind === kind)?.description?.[lang]
    return (
      <section key={kind} className={`dum-block dum-block-${kind}`} data-kind={kind} aria-labelledby={`dum-h-${kind}`}>
        <h3 id={`dum-h-${kind}`} className="dum-block-title">{kindLabel(kind)} <span className="dum-count">{judgments.length}</span></h3>
        {description ? <p className="dum-block-desc">{description}</p> : null}
        <JudgmentList judgments={judgments} now={now} onRevoke={onRevoke} note={blockNote} />
      </section>
    )
  }
  const side = portrait.blocks.filter((b) => b.kind === 'workflow' || b.kind === 'taste')
  return (
    <div className="dum-portrait" data-mode={snapshot.mode}>
      <SeesBar sees={portrait.sees} off={off} />
      {portrait.blocks.filter((b) => b.kind === 'redline' || b.kind === 'principle').map(block)}
      {side.length > 0 && <div className="dum-cols" data-cols={side.length}>{side.map(block)}</div>}
      {portrait.fading.length > 0 && (
        <Fold
          zone="fading"
          title={fadingDays !== undefined ? t.fadingFold(fadingDays, portrait.fading.length) : `${t.fadingTitle} (${portrait.fading.length})`}
          explain={fadingDays !== undefined ? t.fadingExplainAge(fadingDays) : undefined}
        >
          <JudgmentList
            judgments={portrait.fading}
            now={now}
            onRevoke={onRevoke}
            kindLabel={kindLabel}
            note={(j) => t.notConfirmed(daysUnconfirmed(j, now))}
          />
        </Fold>
      )}
      {portrait.notInjected.length > 0 && (
        <Fold zone="not-injected" title={t.notInjectedTitle(portrait.notInjected.length)}>
          <JudgmentList
            judgments={portrait.notInjected}
            now={now}
            onRevoke={onRevoke}
            kindLabel={kindLabel}
            note={(j) => (j.skipped ? t.skip[j.skipped] : t.skipUnknown)}
          />
        </Fold>
      )}
    </div>
  )
}
