/** How a language's name looks in a switcher, the current one highlighted. */
export function languageLook(isCurrent: boolean): string {
  return `rounded px-1 py-1 ${isCurrent ? 'font-semibold text-brand-300' : 'text-slate-300 hover:text-brand-300'}`;
}

export const LANGUAGE_LIST_LOOK = 'flex flex-wrap items-center gap-x-3 gap-y-1 text-sm';
