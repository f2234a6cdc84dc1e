// The CSS entry: the reset, UnoCSS's generated utilities and shortcuts, then the base rules.
import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import './base.css';
