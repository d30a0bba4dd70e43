// The lazy boundary: everything this module imports (the tab, its panels, the portrait, the styles,
// the tab's strings) is built into its own chunk (scripts/build-client.mjs → dist/lazy/tab.<hash>.js)
// and loaded the first time someone opens 记忆 / Memory (client/lazy/view.tsx). A new panel lands on
// this side by being imported from the tab; the page's bundle (dist/client.js) never contains it.
export { MemoryView } from '../MemoryView'
export { SettingsCard } from '../SettingsCard'
// The chat's tool cards and command answers and the composer's dock, drawn here on their first need
// (client/lazy/view.tsx); the page's bundle keeps only their registration.
export { ToolCard } from '../ToolCard'
export { CommandAnswer } from '../CommandAnswer'
export { DistillDock } from '../DistillDock'
