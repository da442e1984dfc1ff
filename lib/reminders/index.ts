import 'server-only';

/** Reminders of live sessions: the rule of what is due (rules.ts) and the run that sends them. */
export {
  dueReminderKind,
  dueReminders,
  reminderMailId,
  type DueReminder,
  type ReminderKind,
} from './rules';
export { remindsMember, sendDueReminders, sendReminders, type ReminderRun } from './run';
