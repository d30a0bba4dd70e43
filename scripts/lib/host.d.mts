// Types of host.mjs, for the TypeScript test helpers.
export declare const root: string
export declare const versions: { node: string; pnpm: string; dsh: string; hmr: string }
export declare const paths: {
  tools: string
  nodeBinDir: string
  node: string
  pnpmCli: string
  shimDir: string
  pnpmStore: string
  pnpmCache: string
  pnpmState: string
  hostDir: string
  dshBin: string
  packDir: string
  state: string
  home: string
  testTemplateHome: string
}
export declare const pluginName: string
export declare function hostEnv(dshHome: string, extra?: Record<string, string | undefined>): NodeJS.ProcessEnv
export declare function dshCommand(args: string[]): [string, string[]]
export declare function hostInstalled(): boolean
export declare const hmrPatchRows: string
export declare function headlessOverlay(options?: { port?: number; host?: string; webServer?: boolean }): string
