// The body of the tab: what the model sees this turn, the blocks by kind (red lines first), the
// fading zone and the fold of judgments stored but not injected.
import { useState } from 'react'
import type { JudgmentView, Kind, Snapshot } from './api'
import { useLocale } from './context'
import { JudgmentItem } from './JudgmentItem'
import { fadingAfterDays, type Portrait as PortraitData } from './portrait-model'

export function useKindLabel(snapshot: Snapshot) {
  const { lang, t } = useLocale()
  return (kind: Kind) => snapshot.kinds.find((k) => k.kind === kind)?.label?.[lang] || t.kindFallback[kind]
}

function SeesBar({ sees }: { sees: PortraitData['sees'] }) {
  const { t } = useLocale()
  const { injected, total, tokensUsed, tokenBudget } = sees
  const ratio = tokenBudget > 0 ? Math.min(1, tokensUsed / tokenBudget) : 0
  return (
    <section className="dum-sees" aria-label={t.seesTitle}>
      <div className="dum-sees-line">
        <span className="dum-sees-title">{t.seesTitle}</span>
        <span className="dum-sees-count">{t.seesCount(injected, total)}</span>
        <span className="dum-sees-tokens">{t.seesTokens(tokensUsed, tokenBudget)}</span>
      </div>
      <div
        className="dum-bar"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={tokenBudget}
        aria-valuenow={Math.min(tokensUsed, tokenBudget)}
        aria-valuetext={t.seesBar(injected, total, tokensUsed, tokenBudget)}
      >
        <span className="dum-bar-fill" style={{ width: `${(ratio * 100).toFixed(1)}%` }} />
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

export function Portrait({ snapshot, portrait, onRevoke }: { snapshot: Snapshot; portrait: PortraitData; onRevoke: (j: JudgmentView) => void }) {
  const { lang, t } = useLocale()
  const kindLabel = useKindLabel(snapshot)
  const [showNotInjected, setShowNotInjected] = useState(false)
  const fadingDays = fadingAfterDays(snapshot.config)
  const halfLife = snapshot.config.halfLifeDays
  const now = snapshot.now
  return (
    <>
      <SeesBar sees={portrait.sees} />
      {portrait.blocks.map(({ kind, judgments }) => {
        const description = snapshot.kinds.find((k) => k.kind === kind)?.description?.[lang]
        return (
          <section key={kind} className={`dum-block dum-block-${kind}`} data-kind={kind} aria-labelledby={`dum-h-${kind}`}>
            <h3 id={`dum-h-${kind}`} className="dum-block-title">{kindLabel(kind)} <span className="dum-count">{judgments.length}</span></h3>
            {description ? <p className="dum-block-desc">{description}</p> : null}
            <JudgmentList judgments={judgments} now={now} onRevoke={onRevoke} />
          </section>
        )
      })}
      {portrait.fading.length > 0 && (
        <section className="dum-block dum-fading" data-zone="fading" aria-labelledby="dum-h-fading">
          <h3 id="dum-h-fading" className="dum-block-title">{t.fadingTitle} <span className="dum-count">{portrait.fading.length}</span></h3>
          <p className="dum-block-desc">
            {fadingDays !== undefined ? t.fadingExplain(fadingDays, halfLife) : t.fadingExplainPlain(halfLife)}
          </p>
          <JudgmentList
            judgments={portrait.fading}
            now={now}
            onRevoke={onRevoke}
            kindLabel={kindLabel}
            note={(j) => (j.injected ? t.stillInjected : j.skipped ? t.skip[j.skipped] : t.skipUnknown)}
          />
        </section>
      )}
      {portrait.notInjected.length > 0 && (
        <section className="dum-block dum-not-injected" data-zone="not-injected">
          <h3 className="dum-block-title">
            <button
              type="button"
              className="dum-fold"
              aria-expanded={showNotInjected}
              onClick={() => setShowNotInjected((v) => !v)}
            >
              <span className="dum-chevron" aria-hidden="true">{showNotInjected ? '▾' : '▸'}</span>
              {t.notInjectedTitle(portrait.notInjected.length)}
            </button>
          </h3>
          {showNotInjected && (
            <JudgmentList
              judgments={portrait.notInjected}
              now={now}
              onRevoke={onRevoke}
              kindLabel={kindLabel}
              note={(j) => (j.skipped ? t.skip[j.skipped] : t.skipUnknown)}
            />
          )}
        </section>
      )}
    </>
  )
}
