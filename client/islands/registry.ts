// Every island the browser can hydrate, by name, each its own chunk (loaded on demand).
export const islandLoaders = {
  CartCount: () => import('./CartCount.tsx'),
  PostSearchBox: () => import('./PostSearchBox.tsx'),
  NavDropdown: () => import('./NavDropdown.tsx'),
  AccountMenu: () => import('./AccountMenu.tsx'),
  DisclosureKeys: () => import('./DisclosureKeys.tsx'),
  BackToTop: () => import('./BackToTop.tsx'),
  LogInForm: () => import('./LogInForm.tsx'),
} as const;

export type IslandName = keyof typeof islandLoaders;

/** How soon an island hydrates: at once, when the browser is idle, or when scrolled into view. */
export type IslandLoad = 'load' | 'idle' | 'visible';
