import { SEEK_STEP_SECONDS } from './constants';

export type PlayerAction =
  | { type: 'toggle-play' }
  | { type: 'toggle-fullscreen' }
  | { type: 'exit-fullscreen' }
  | { type: 'seek-by'; seconds: number }
  | { type: 'seek-to-percent'; percent: number };

const BY_KEY: Record<string, PlayerAction> = {
  ' ': { type: 'toggle-play' },
  k: { type: 'toggle-play' },
  s: { type: 'toggle-play' },
  f: { type: 'toggle-fullscreen' },
  w: { type: 'toggle-fullscreen' },
  escape: { type: 'exit-fullscreen' },
  j: { type: 'seek-by', seconds: -SEEK_STEP_SECONDS },
  a: { type: 'seek-by', seconds: -SEEK_STEP_SECONDS },
  arrowleft: { type: 'seek-by', seconds: -SEEK_STEP_SECONDS },
  l: { type: 'seek-by', seconds: SEEK_STEP_SECONDS },
  d: { type: 'seek-by', seconds: SEEK_STEP_SECONDS },
  arrowright: { type: 'seek-by', seconds: SEEK_STEP_SECONDS },
};

export type KeyInput = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/**
 * The player's action for a key press, or null. Combinations with Ctrl, Meta or Alt belong
 * to the browser and the system (Ctrl+S, Cmd+F, Alt+Left), so they never reach the player.
 */
export function actionForKey(event: KeyInput): PlayerAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (/^[0-9]$/.test(event.key))
    return { type: 'seek-to-percent', percent: Number(event.key) * 10 };
  return BY_KEY[event.key.toLowerCase()] ?? null;
}

const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

export type KeyTarget = {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
  getAttribute?: (name: string) => string | null;
} | null;

/**
 * Whether a key press is typing: text inputs, textareas, selects and editable content keep
 * their keys. Buttons, checkboxes and sliders do not type, so the player's keys still work there.
 */
export function isTextEntryTarget(target: KeyTarget): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
}

/** Inputs Space presses (a checkbox ticks, a button clicks). */
const PRESSED_INPUTS = new Set(['button', 'checkbox', 'image', 'radio', 'reset', 'submit']);
/** Roles whose widgets Space presses, as the ARIA practices have them. */
const PRESSED_ROLES = new Set([
  'button',
  'checkbox',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'radio',
  'switch',
  'tab',
]);

/**
 * Whether Space presses the focused element (a button, a checkbox, a menu item): then the
 * key is the element's, not the player's. Space on "Mark as complete" ticks it; on the
 * player's own Play button the press plays, as the key would.
 */
export function spacePressesTarget(target: KeyTarget): boolean {
  if (!target) return false;
  const tag = target.tagName?.toUpperCase();
  if (tag === 'BUTTON' || tag === 'SUMMARY') return true;
  if (tag === 'INPUT' && PRESSED_INPUTS.has((target.type ?? '').toLowerCase())) return true;
  const role = target.getAttribute?.('role');
  return typeof role === 'string' && PRESSED_ROLES.has(role);
}
