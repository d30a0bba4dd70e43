// The tab's stylesheet. Every selector starts with a `dum-` class so nothing leaks into the host;
// colours come from the host's --dsw-alias-* tokens (which flip with its theme), with fallbacks for a
// page without them. The <style> element lives exactly as long as a mounted view needs it.
import { useLayoutEffect } from 'react'
import { LAYOUT_CSS } from './styles-layout'

const PLUGIN = '@dsh-plugins/dsh-user-mirror'

export const CSS = `
.dum-root{--dum-fg:var(--dsw-alias-label-primary,#1d1d1f);--dum-fg2:var(--dsw-alias-label-secondary,#55555e);--dum-fg3:var(--dsw-alias-label-tertiary,#6b6b76);--dum-border:var(--dsw-alias-border-l2,rgba(0,0,0,.1));--dum-surface:var(--dsw-alias-interactive-bg-hover,rgba(38,49,72,.06));--dum-hover:var(--dsw-alias-interactive-bg-hover,rgba(38,49,72,.06));--dum-accent:var(--dsw-alias-state-business-primary,#4d6bfe);--dum-danger:var(--dsw-alias-state-error-primary,#d5332b);--dum-warn:var(--dsw-alias-state-warn-primary,#b5700b);--dum-ok:var(--dsw-alias-state-success-primary,#1f9254);
--dum-danger-bg:rgba(213,51,43,.07);--dum-danger-bg:color-mix(in srgb,var(--dum-danger) 7%,transparent);--dum-ok-bg:color-mix(in srgb,var(--dum-ok) 12%,transparent);
box-sizing:border-box;width:100%;max-width:780px;margin:0 auto;padding:16px 20px 40px;color:var(--dum-fg);font-size:14px;line-height:1.55;overflow-wrap:anywhere}
body[data-ds-dark-theme] .dum-root{--dum-fg:var(--dsw-alias-label-primary,#ececf1);--dum-fg2:var(--dsw-alias-label-secondary,#b4b4be);--dum-fg3:var(--dsw-alias-label-tertiary,#8b8b96);--dum-border:var(--dsw-alias-border-l2,rgba(255,255,255,.12));--dum-surface:var(--dsw-alias-interactive-bg-hover,rgba(255,255,255,.08));--dum-hover:var(--dsw-alias-interactive-bg-hover,rgba(255,255,255,.08));--dum-danger:var(--dsw-alias-state-error-primary,#ff6b60);--dum-danger-bg:color-mix(in srgb,var(--dum-danger) 12%,transparent)}
.dum-root *,.dum-root *::before,.dum-root *::after{box-sizing:border-box}
.dum-root :focus-visible{outline:2px solid var(--dum-accent);outline-offset:2px;border-radius:6px}
.dum-root :where(button,a.dum-btn){font:inherit;color:inherit}
.dum-root p{margin:0}
.dum-head{display:flex;gap:14px;align-items:flex-start;margin-bottom:14px}
.dum-head-text{min-width:0;flex:1}
.dum-title{margin:0 0 2px;font-size:16px;font-weight:600;line-height:1.4}
.dum-sketch{color:var(--dum-fg2)}
.dum-sketch-text{color:var(--dum-fg);font-weight:600}
.dum-sketch-hits{color:var(--dum-fg3);white-space:nowrap;margin-left:8px;font-size:13px}
.dum-learned{color:var(--dum-ok);font-size:13px}
.dum-orb{position:relative;flex:none;display:inline-grid;place-items:center}
.dum-orb-mount{position:absolute;inset:0;display:grid;place-items:center}
.dum-orb-mount:empty{display:none}
.dum-orb-fallback{position:relative;display:grid;place-items:center;width:100%;height:100%;border-radius:50%;background:var(--dum-surface);border:1px solid var(--dum-border);color:var(--dum-accent);font-size:18px;line-height:1}
.dum-orb-fallback[data-state=error]{color:var(--dum-danger)}
.dum-orb-fallback[data-state=done]{color:var(--dum-ok)}
.dum-orb-badge{position:absolute;top:-4px;right:-6px;min-width:18px;height:18px;padding:0 5px;border-radius:9px;background:var(--dum-ok);color:#fff;font-size:11px;line-height:18px;text-align:center}
.dum-toolbar{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 14px}
.dum-orb[data-mode=paused]{filter:grayscale(1);opacity:.55}
.dum-orb[data-mode=off]{filter:grayscale(1);opacity:.25}
.dum-mode{display:inline-flex;border:1px solid var(--dum-border);border-radius:8px;overflow:hidden}
.dum-mode-label{padding:4px 10px;color:var(--dum-fg3);font-size:13px;align-self:center}
.dum-mode button{min-height:32px;padding:4px 12px;border:0;border-left:1px solid var(--dum-border);background:transparent;cursor:pointer;font-size:13px}
.dum-mode button[aria-checked=true]{background:var(--dum-surface);color:var(--dum-accent);font-weight:600}
.dum-mode-note{margin:0 0 12px;padding:8px 12px;border-radius:8px;background:var(--dum-surface);color:var(--dum-fg2)}
.dum-btn{display:inline-flex;align-items:center;min-height:32px;padding:4px 12px;border:1px solid var(--dum-border);border-radius:8px;background:transparent;cursor:pointer;text-decoration:none;white-space:nowrap;font-size:13px}
.dum-btn:hover{background:var(--dum-hover)}
.dum-btn[aria-pressed=true]{border-color:var(--dum-accent);color:var(--dum-accent)}
.dum-btn-primary{border-color:var(--dum-accent);color:var(--dum-accent)}
.dum-hidden-input{display:none}
.dum-notice{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin:0 0 14px;padding:8px 12px;border-radius:10px;background:var(--dum-surface);border:1px solid var(--dum-border)}
.dum-notice:empty{display:none}
.dum-notice[data-tone=error]{border-color:var(--dum-danger);background:var(--dum-danger-bg)}
.dum-notice-text{flex:1;min-width:0}
.dum-link{justify-self:start;text-align:left;border:0;background:none;padding:0;color:var(--dum-accent);cursor:pointer;font-size:12px}
.dum-session-link{display:inline-block;max-width:min(24em,100%);overflow:hidden;text-overflow:ellipsis;white-space:nowrap;vertical-align:bottom}
.dum-trail{margin:4px 0 0;padding-left:18px;font-size:12px;display:grid;gap:2px;overflow-wrap:anywhere}
.dum-pending{margin:0 0 16px;padding:10px 12px;border:1px dashed var(--dum-accent);border-radius:10px}
.dum-pending-title{margin:0 0 4px;font-size:14px}
.dum-pending-explain{margin:0 0 8px;font-size:12px}
.dum-pending-list{list-style:none;margin:0;padding:0;display:grid;gap:10px}
.dum-pending-item{padding:8px 0;border-top:1px solid var(--dum-border)}
.dum-pending-what{margin:0;overflow-wrap:anywhere}
.dum-pending-action{font-weight:600;margin-right:6px}
.dum-pending-from,.dum-pending-reason{margin:2px 0;font-size:12px;overflow-wrap:anywhere}
.dum-pending-actions,.dum-pending-edit{display:flex;flex-wrap:wrap;gap:6px;margin-top:6px}
.dum-pending-edit .dum-input{flex:1 1 100%;min-width:0;font:inherit;padding:4px 8px;border:1px solid var(--dum-border);border-radius:8px;background:transparent;color:inherit}
.dum-pending-list{grid-template-columns:minmax(0,1fr)}
.dum-pending-fold{margin-top:10px}
.dum-accept-all{align-items:center;gap:6px;margin:4px 0 8px}
.dum-accept-all .dum-btn{min-height:26px;padding:2px 10px}
.dum-notice-fold{display:block;margin:6px 0 0;padding:4px 10px}
.dum-notice-fold>summary{cursor:pointer;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.dum-notice-fold[open]>summary{white-space:normal;overflow-wrap:anywhere}
.dum-notice-fold:not([open]) .dum-fold-long,.dum-notice-fold[open] .dum-fold-short{display:none}
.dum-pending-actions .dum-btn[data-action=keep]{max-width:100%;white-space:normal;text-align:left;overflow-wrap:anywhere}
.dum-tidy-closed{display:inline-flex;flex-wrap:wrap;align-items:center;gap:8px;margin:0 0 14px 8px;vertical-align:middle}
.dum-tidy-closed p{margin:0;font-size:12px}
.dum-distill{margin:8px 0 14px;padding:10px 12px;border:1px solid var(--dum-border);border-radius:10px}
.dum-distill p{margin:6px 0;overflow-wrap:anywhere}
.dum-distill + .dum-tidy-closed{margin-left:0}
.dum-distill-options{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.dum-auto-distill{margin:8px 0;text-align:start}
.dum-state .dum-auto-distill{max-width:560px;margin:12px auto 0;text-align:center}
.dum-auto-distill p{margin:4px 0}
.dum-exchange-open{display:flex;width:fit-content;margin:0 0 14px}
.dum-exchange-sub{margin:12px 0 4px;font-size:13px;font-weight:600}
.dum-exchange-list{list-style:none;margin:4px 0;padding:0}
.dum-exchange-row{display:flex;flex-wrap:wrap;gap:6px;align-items:center;padding:4px 0;border-bottom:1px solid var(--dum-border)}
.dum-exchange-file{flex:1 1 220px;min-width:0}
.dum-exchange-meta{flex:0 1 auto}
.dum-exchange-file code,.dum-exchange-diff{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12px}
.dum-exchange-paste{display:flex;flex-direction:column;gap:4px;margin:8px 0 6px}
.dum-exchange-paste .dum-input{width:100%;font:inherit;padding:4px 8px;border:1px solid var(--dum-border);border-radius:8px;background:transparent;color:inherit}
.dum-exchange-diff{margin:6px 0;padding:8px;max-height:320px;overflow:auto;white-space:pre-wrap;border:1px solid var(--dum-border);border-radius:8px}
.dum-exchange-diff [data-op=add]{color:var(--dum-ok)}
.dum-exchange-diff [data-op=del]{color:var(--dum-danger);text-decoration:line-through}
.dum-sees{margin:0 0 18px;padding:10px 12px;border-radius:10px;background:var(--dum-surface)}
.dum-sees-line{display:flex;flex-wrap:wrap;gap:4px 12px;align-items:baseline;margin-bottom:6px}
.dum-sees-title{font-weight:600}
.dum-sees-count{color:var(--dum-fg)}
.dum-sees-tokens{color:var(--dum-fg3);margin-left:auto;font-variant-numeric:tabular-nums}
.dum-bar{height:6px;border-radius:3px;background:var(--dum-border);overflow:hidden}
.dum-bar-fill{display:block;height:100%;border-radius:3px;background:var(--dum-accent);transition:width .3s}
.dum-block{margin:0 0 18px}
.dum-block-title{margin:0 0 4px;font-size:13px;font-weight:600;color:var(--dum-fg2);letter-spacing:.02em}
.dum-block-desc{margin:0 0 6px;color:var(--dum-fg3);font-size:12.5px}
.dum-count{font-weight:400;color:var(--dum-fg3);margin-left:4px}
.dum-block-redline{padding:10px 12px 6px;border-radius:10px;border:1px solid color-mix(in srgb,var(--dum-danger) 35%,transparent);background:var(--dum-danger-bg)}
.dum-block-redline>.dum-block-title{color:var(--dum-danger)}
.dum-fading{opacity:.85}
.dum-fading .dum-item-label{font-style:italic}
.dum-list{list-style:none;margin:0;padding:0}
.dum-item{border-bottom:1px solid var(--dum-border)}
.dum-item:last-child{border-bottom:0}
.dum-item-row{display:flex;align-items:center;gap:6px;min-height:38px}
.dum-item-text{flex:1;min-width:0;display:flex;align-items:baseline;gap:6px;padding:7px 4px;border:0;background:transparent;text-align:left;cursor:pointer;border-radius:6px}
.dum-item-text:hover{background:var(--dum-hover)}
.dum-item-static{flex:1;min-width:0;padding:7px 4px;display:flex;flex-direction:column}
.dum-chevron{flex:none;width:10px;color:var(--dum-fg3);font-size:10px}
.dum-item-body{min-width:0}
.dum-item-body>.dum-tag{display:inline-block;margin-left:6px;vertical-align:1px}
.dum-tier-0 .dum-item-label{font-weight:400;color:var(--dum-fg3)}
.dum-tier-1 .dum-item-label{font-weight:400}
.dum-tier-2 .dum-item-label{font-weight:600}
.dum-tier-3 .dum-item-label{font-weight:700}
.dum-item-details{padding:0 8px 10px 24px;color:var(--dum-fg2);font-size:13px;display:grid;gap:4px}
.dum-details-key{color:var(--dum-fg3)}
.dum-evidence{color:var(--dum-fg3);font-size:12.5px}
.dum-tag{flex:none;padding:0 7px;line-height:18px;border-radius:9px;font-size:11.5px;color:var(--dum-fg2);background:var(--dum-hover);white-space:nowrap}
.dum-tag-redline{color:var(--dum-danger);background:var(--dum-danger-bg)}
.dum-tag-note{color:var(--dum-warn)}
.dum-tag-guard{color:var(--dum-fg1,inherit);border:1px solid var(--dum-border)}
.dum-tag-ignored{color:var(--dum-warn)}
.dum-guard{display:grid;gap:4px}
.dum-guard select{font:inherit;font-size:12.5px}
.dum-guard-row{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.dum-guard-entries{display:flex;flex-wrap:wrap;gap:4px 12px;border:0;padding:0;margin:0}
.dum-guard-entries legend{padding:0;margin-bottom:2px}
.dum-guard-matchers{display:grid;gap:2px}
.dum-revoke{flex:none;min-width:32px;height:32px;padding:0 8px;border:1px solid transparent;border-radius:8px;background:transparent;color:var(--dum-fg3);cursor:pointer;font-size:13px;white-space:nowrap}
.dum-revoke:hover{background:var(--dum-hover);color:var(--dum-danger)}
.dum-revoke-armed{border-color:var(--dum-danger);color:var(--dum-danger);background:var(--dum-danger-bg)}
.dum-fold{display:inline-flex;align-items:baseline;gap:6px;padding:4px 2px;border:0;background:transparent;cursor:pointer;font-weight:600;color:var(--dum-fg2);border-radius:6px}
.dum-history{margin:0 0 18px;padding:10px 12px;border-radius:10px;border:1px solid var(--dum-border)}
.dum-history-head{display:flex;align-items:center;justify-content:space-between;gap:8px;margin-bottom:4px}
.dum-history-meta{color:var(--dum-fg3);font-size:12.5px}
.dum-history-actions{display:flex;flex-wrap:wrap;gap:6px;justify-content:flex-end;flex-shrink:0}
.dum-muted{color:var(--dum-fg3)}
.dum-state{padding:28px 8px;text-align:center;display:grid;gap:10px;justify-items:center}
.dum-state-title{font-weight:600;font-size:15px}
.dum-state-body{max-width:520px;color:var(--dum-fg2)}
.dum-error-line{color:var(--dum-danger)}
@media (max-width:480px){.dum-pending-actions{gap:4px}.dum-pending-actions .dum-btn{min-height:28px;padding:2px 6px}.dum-root{padding:12px 12px 32px}.dum-head{gap:10px}.dum-sees-tokens{margin-left:0}.dum-item-details{padding-left:12px}}
@media (prefers-reduced-motion:reduce){.dum-bar-fill{transition:none}}
`

let users = 0
let element: HTMLStyleElement | undefined

/** Mounts the stylesheet while at least one view is on screen; the last unmount removes it. */
export function useScopedStyles() {
  useLayoutEffect(() => {
    if (users++ === 0) {
      element = document.createElement('style')
      element.dataset.plugin = PLUGIN
      element.textContent = CSS + LAYOUT_CSS
      document.head.appendChild(element)
    }
    return () => {
      if (--users === 0) {
        element?.remove()
        element = undefined
      }
    }
  }, [])
}
