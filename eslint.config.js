// One linter for the whole tree: typescript-eslint for correctness, @stylistic for the cordiverse
// look (2 spaces, single quotes, no semicolons, trailing commas on multi-line literals).
import stylistic from '@stylistic/eslint-plugin'
import tseslint from 'typescript-eslint'
import noImportCycle from './scripts/lint/no-import-cycle.mjs'

export default tseslint.config(
  { ignores: ['lib/**', 'dist/**', 'node_modules/**', '.tools/**', '.cache/**', '.dsh-host/**', '.dsh-home/**', 'test-results/**', 'bench/results/**'] },
  ...tseslint.configs.recommended,
  stylistic.configs.customize({ indent: 2, quotes: 'single', semi: false, commaDangle: 'always-multiline', braceStyle: '1tbs' }),
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      '@stylistic/max-statements-per-line': 'off',
      '@stylistic/operator-linebreak': 'off',
      '@stylistic/arrow-parens': ['error', 'always'],
      '@stylistic/quote-props': ['error', 'as-needed'],
      '@stylistic/multiline-ternary': 'off',
      '@stylistic/jsx-one-expression-per-line': 'off',
      '@stylistic/list-style': 'off',
      '@stylistic/member-delimiter-style': ['error', { multiline: { delimiter: 'none' }, singleline: { delimiter: 'semi', requireLast: false } }],
    },
  },
  {
    // No module reaches itself through its imports, type imports included (scripts/lint/no-import-cycle.mjs).
    plugins: { local: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'local/no-import-cycle': 'error' },
  },
  {
    files: ['test/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)
