import { defineConfig, presetWind3 } from 'unocss';
import { BREAKPOINTS } from './core/domain/constants.ts';
import { FOCAL_STEPS } from './core/domain/images/focal-point.ts';

// The design system: SPEC §9's breakpoints, the colour tokens, and the shortcuts every page is
// built from (buttons, form controls, cards, tabs, badges, the empty state). The reset
// (@unocss/reset) and the few rules utilities cannot express are in client/styles/base.css.
//
// Classes are collected from every component the worker renders, not only the islands the
// browser loads, so the scan covers client/ as files rather than the client bundle's graph.

const rose = {
  50: '#fff1f2',
  100: '#ffe4e6',
  200: '#fecdd3',
  300: '#fda4af',
  500: '#f43f5e',
  600: '#e11d48',
  700: '#be123c',
  800: '#9f1239',
  900: '#881337',
};
const teal = {
  50: '#f0fdfa',
  100: '#ccfbf1',
  300: '#5eead4',
  600: '#0d9488',
  700: '#0f766e',
  800: '#115e59',
  900: '#134e4a',
};

export default defineConfig({
  presets: [presetWind3()],
  theme: {
    // SPEC §9: 768 small, 992 medium, 1200 large (and one wider, for the roomiest header).
    breakpoints: {
      sm: `${BREAKPOINTS.small}px`,
      md: `${BREAKPOINTS.medium}px`,
      lg: `${BREAKPOINTS.large}px`,
      xl: '1360px',
    },
    colors: { brand: rose, accent: teal, ink: '#0f172a' },
    fontFamily: {
      sans: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      serif: "Georgia, Cambria, 'Times New Roman', Times, serif",
    },
  },
  shortcuts: {
    // Layout
    'page-width': 'mx-auto w-full max-w-6xl px-4 sm:px-6',
    // Type scale
    'text-display': 'text-4xl sm:text-5xl font-bold leading-tight tracking-tight text-ink',
    'heading-1': 'text-3xl sm:text-4xl font-bold leading-tight tracking-tight text-ink',
    'heading-2': 'text-2xl sm:text-3xl font-bold leading-snug tracking-tight text-ink',
    'heading-3': 'text-lg font-bold leading-snug text-ink',
    eyebrow: 'text-xs font-semibold uppercase tracking-widest text-accent-700',
    lead: 'text-lg sm:text-xl leading-relaxed text-slate-600',
    muted: 'text-sm text-slate-500',
    // Buttons: 44 px tall, the touch target size
    btn:
      'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-full border ' +
      'border-transparent px-5 text-base font-semibold leading-tight no-underline transition-colors ' +
      'disabled:cursor-not-allowed disabled:opacity-60',
    'btn-primary': 'btn bg-brand-600 text-white hover:bg-brand-700',
    'btn-secondary': 'btn border-slate-300 bg-white text-ink hover:border-slate-500',
    'btn-quiet': 'btn bg-transparent text-inherit hover:bg-slate-100',
    'btn-sm': 'min-h-9 px-4 text-sm',
    // Form controls: 16 px text so phones do not zoom in on focus
    'field-label': 'block text-sm font-semibold text-slate-800',
    input:
      'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink shadow-sm ' +
      'placeholder:text-slate-500 focus:border-accent-600 aria-[invalid=true]:border-brand-600',
    // Cards: the title's link (card-link) covers the card, other links inside sit above it (card-inner-link)
    card:
      'relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm ' +
      'transition-shadow hover:shadow-md',
    'card-body': 'flex flex-1 flex-col gap-2 p-5',
    'card-link': "text-ink no-underline after:absolute after:inset-0 after:content-[''] hover:underline",
    'card-inner-link': 'relative z-1',
    // A shop card's body: less padding on a phone, where two cards share 358 px.
    'shop-card-body': 'flex flex-1 flex-col gap-2 p-3 sm:p-5',
    // Tabs: a row that scrolls sideways on small screens, its end faded to say so
    tabs: '-mb-px flex list-none gap-1 overflow-x-auto p-0 m-0',
    tab:
      'block whitespace-nowrap border-b-2 border-transparent px-3 py-3 text-sm font-medium text-slate-600 ' +
      'no-underline hover:border-slate-300 hover:text-ink',
    'tab-current': 'border-accent-600 text-accent-800 hover:border-accent-600 hover:text-accent-800',
    // Menus and footers: links repeated dozens of times a page, so one short class each
    'menu-heading': 'block text-xs font-bold uppercase tracking-wide text-slate-500 no-underline',
    'menu-link':
      'block rounded px-2 py-1 -mx-2 text-sm text-slate-700 no-underline hover:bg-brand-50 hover:text-brand-700',
    'menu-list': 'm-0 mt-2 list-none space-y-1 p-0',
    'menu-row':
      'block border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-800 no-underline hover:bg-brand-50',
    'footer-link': 'text-sm text-slate-300 no-underline hover:text-white hover:underline',
    // Badges
    badge: 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold leading-5 align-middle',
    'badge-draft': 'badge bg-amber-100 text-amber-900',
    'badge-brand': 'badge bg-brand-600 text-white',
    // Panels
    panel: 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8',
    'empty-state': 'rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-600',
    // Product cards and their skeletons: one grid, so nothing moves when the cards arrive.
    'product-grid': 'm-0 grid list-none grid-cols-2 gap-4 p-0 md:grid-cols-3 lg:grid-cols-4',
    // The print browser's, beside its filters from md: three columns from sm.
    'browser-grid': 'm-0 grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-3 sm:gap-4',
  },
  // A cropped image's focal point from the CMS (core/domain/images/focal-point.ts): every class
  // a focal point can snap to, since the CMS's values never appear in the sources.
  rules: [[/^focal-(\d+)-(\d+)$/, ([, x, y]) => ({ 'object-position': `${x}% ${y}%` })]],
  safelist: FOCAL_STEPS.flatMap((x) => FOCAL_STEPS.map((y) => `focal-${x}-${y}`)),
  content: {
    filesystem: ['client/**/*.{ts,tsx}', 'core/**/*.ts'],
    pipeline: { include: [/\.(tsx?|html)($|\?)/] },
  },
});
