// The CSS entry: UnoCSS's generated utilities plus the few base rules they do not cover.
import 'virtual:uno.css';
import './base.css';
