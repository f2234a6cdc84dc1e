// Every React island the browser can hydrate, by name, each its own chunk (loaded on demand, with
// React). The header's small interactive parts are behaviours instead (client/behaviours/).
export const islandLoaders = {
  LogInForm: () => import('./LogInForm.tsx'),
  Estimator: () => import('./Estimator.tsx'),
} as const;

export type IslandName = keyof typeof islandLoaders;

/** How soon an island hydrates: at once, when the browser is idle, or when scrolled into view. */
export type IslandLoad = 'load' | 'idle' | 'visible';
