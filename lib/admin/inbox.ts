/** The console inbox: which messages a view lists, and a message's forwarding in words. */

export const INBOX_VIEWS = ['open', 'handled', 'all'] as const;
export type InboxViewName = (typeof INBOX_VIEWS)[number];

/** The view a `?view=` asks for; `open` unless it names another. */
export const inboxViewOf = (value: unknown): InboxViewName =>
  INBOX_VIEWS.find((view) => view === value) ?? 'open';

/** A contact message's forwarding, in words. */
export function forwardingLabel(message: {
  forwardStatus: string;
  forwardAttempts: number;
  forwardError: string | null;
  heldBy?: string | null;
}): string {
  switch (message.forwardStatus) {
    case 'off':
      return 'off (no forms service)';
    case 'sent':
      return 'sent';
    case 'held':
      return `held: over the ${message.heldBy === 'email' ? "sender e-mail's" : "site's"} forwarding limit, not forwarded`;
    case 'retry': {
      const tries = `${message.forwardAttempts} attempt${message.forwardAttempts === 1 ? '' : 's'}`;
      return `retry pending: ${tries} failed${message.forwardError ? ` (${message.forwardError})` : ''}`;
    }
    default:
      return message.forwardStatus;
  }
}
