// The stylesheet of the portrait's layout: the compact header and its "more" menu, the side sheet,
// workflow ∥ taste as two columns when the view is wide enough (a container query, so the tab and
// the sidebar dialog both follow their own width), off mode greyed in place, the details toggles.
// Appended to styles.ts's CSS; every selector starts with a `dum-` class.
export const LAYOUT_CSS = `
.dum-root{container:dum/inline-size}
.dum-head{flex-wrap:wrap;gap:10px 14px}
.dum-head-text{flex:1 1 220px}
.dum-head>.dum-toolbar{flex:none;margin:0 0 0 auto;align-items:center}
.dum-sketch{display:block;overflow:visible}
.dum-more{position:relative;display:inline-flex}
.dum-more-dot{width:7px;height:7px;margin-left:4px;border-radius:50%;background:var(--dum-accent)}
.dum-more-list{position:absolute;right:0;top:calc(100% + 4px);z-index:20;display:grid;gap:2px;width:max-content;min-width:200px;max-width:min(320px,calc(100vw - 24px));padding:6px;border:1px solid var(--dum-border);border-radius:10px;background:var(--dsw-alias-bg-l1,#fff);box-shadow:0 8px 24px rgba(0,0,0,.14)}
body[data-ds-dark-theme] .dum-more-list{background:var(--dsw-alias-bg-l1,#1e1e22)}
.dum-more-list[hidden]{display:none}
.dum-more-list>.dum-btn{width:100%;justify-content:flex-start;border-color:transparent;white-space:normal;text-align:left}
.dum-run-failed .dum-link{color:var(--dum-danger);font-size:13px}
.dum-notice-text{flex:1 1 220px}
.dum-notice>.dum-btn{white-space:normal;text-align:left}
.dum-notice-dismiss{margin-left:auto;color:var(--dum-fg3);font-size:13px}
.dum-details-toggle{display:inline}
.dum-details-body{display:block;margin-top:4px;color:var(--dum-fg3);font-size:12.5px}
.dum-sees-line{margin-bottom:0}
.dum-sees-line>.dum-details-toggle{margin-left:auto}
.dum-sees .dum-sees-tokens{margin-left:0}
.dum-sees .dum-bar{display:block;margin-top:6px;min-width:180px}
.dum-portrait[data-mode=off] .dum-block{opacity:.6}
.dum-portrait[data-mode=off] .dum-item-label{color:var(--dum-fg3)}
@container dum (min-width:680px){.dum-cols[data-cols="2"]{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:0 28px;align-items:start}}
.dum-sheet.dum-root{position:fixed;top:0;right:0;bottom:0;left:auto;z-index:1100;width:min(420px,100vw);max-width:none;margin:0;padding:0;overflow:auto;overscroll-behavior:contain;background:var(--dsw-alias-bg-l1,#fff);border-left:1px solid var(--dum-border);box-shadow:-8px 0 28px rgba(0,0,0,.14)}
body[data-ds-dark-theme] .dum-sheet.dum-root{background:var(--dsw-alias-bg-l1,#1e1e22)}
.dum-sheet-head{position:sticky;top:0;z-index:1;display:flex;align-items:center;gap:8px;padding:10px 12px 10px 16px;background:inherit;border-bottom:1px solid var(--dum-border)}
.dum-sheet-title{flex:1;min-width:0;margin:0;font-size:15px;font-weight:600}
.dum-sheet-body{padding:12px 16px 24px}
.dum-sheet-body .dum-distill,.dum-sheet-body .dum-history{margin:0;padding:0;border:0}
@media (max-width:600px){.dum-sheet.dum-root{top:auto;left:0;width:100%;max-height:70vh;border-left:0;border-top:1px solid var(--dum-border);border-radius:14px 14px 0 0;box-shadow:0 -8px 28px rgba(0,0,0,.16)}}
@media (min-width:1180px){.dum-root[data-dum-view]:has(.dum-sheet-anchor){max-width:min(780px,calc(100% - 420px));margin-left:auto;margin-right:420px}}
@media (max-width:480px){.dum-head>.dum-toolbar{margin-left:0;width:100%}}
@container dum (max-width:400px){.dum-mode-label{display:none}.dum-mode button:first-of-type{border-left:0}}
`
