import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default defineConfig(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  // Type-aware: no-floating-promises, no-misused-promises, await-thenable, require-await,
  // only-throw-error, restrict-template-expressions, unbound-method, no-unsafe-* and the rest of
  // the recommended type-checked set.
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: globals.node,
      parserOptions: {
        // One program for every linted TypeScript file: tsconfig.test.json covers src, sim,
        // __tests__, __fixtures__, bench and scripts (tsconfig.json only src and sim).
        project: ['./tsconfig.test.json'],
        tsconfigRootDir: import.meta.dirname
      }
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }
      ],
      // The code asserts indexed access on purpose (`xs[i] as T`, `xs[i]!`), as if
      // noUncheckedIndexedAccess were on; without that compiler option this rule flags every
      // such assertion as unnecessary.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off'
    }
  },
  {
    // Tests take apart parsed JSON and SARIF as `any` on purpose; production code, the
    // simulator, fixtures, bench and scripts keep the no-unsafe-* checks. Test doubles are async
    // to fit the interfaces they stand in for, whether or not they await.
    files: ['__tests__/**/*.ts'],
    rules: {
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off'
    }
  },
  {
    // Plain JavaScript (configs, .mjs scripts) is outside the TypeScript program.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked]
  }
)
