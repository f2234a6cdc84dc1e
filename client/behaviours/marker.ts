import type { BehaviourName } from './registry.ts';

/**
 * The attribute that makes an element a behaviour's root, spread on it by the server component
 * (`<div {...behaviourRoot('nav-dropdown')}>`). The component also renders <EntryScript />.
 */
export const behaviourRoot = (name: BehaviourName) => ({ 'data-behaviour': name });
