/**
 * What the production build gives for `import ... from 'react'`: Preact's compat layer, plus the
 * two React 19 hooks that libraries we ship look up and preact/compat lacks (docs/decisions/003).
 * Our own code never uses React-19-only APIs (ESLint forbids them in src/client), and the
 * build fails on any other import that preact/compat cannot answer (vite.config.ts).
 */
// @ts-expect-error: preact/compat's type declarations use `export =` (for CommonJS callers); the
// bundler reads its ES module, whose named exports this re-exports. Nothing imports this file by
// name (only the build's alias does), so its own types do not matter.
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * react-router reads `useOptimistic` to show a navigation's target state early, and falls back to
 * the state as it is with a setter that does nothing when React has no such hook. Without
 * transitions there is nothing to show early: this is that fallback, given here so the build
 * knows the import is answered on purpose.
 */
export function useOptimistic<State>(state: State): [State, (action: unknown) => void] {
  return [state, ignoreOptimisticUpdate];
}
const ignoreOptimisticUpdate = () => undefined;

/**
 * react-router's server-rendering code (React Server Components, which the shop does not use)
 * reads `use`. Reading a promise during render has no preact/compat equivalent: calling it fails
 * with a message instead of "undefined is not a function".
 */
export function use(): never {
  throw new Error('React 19 `use` is not available in the production build (preact/compat): see docs/decisions/003-lean-storefront-bundle.md');
}
