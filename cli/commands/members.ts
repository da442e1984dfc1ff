import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import {
  addMember,
  describeMember,
  describeRecordWithoutAccount,
  grantCourses,
  importMembers,
  migrateMembers,
  moveMember,
  parseImportFile,
  passwordResetLink,
  revokeCourses,
  sendPasswordReset,
  setDisabled,
  setOperator,
  unknownCourseIds,
} from '../../lib/accounts';
import { grantDecisionText } from '../../lib/admin/client';
import { byCli, type AuditedGrant } from '../../lib/audit';
import { ENTRY_ID } from '../../lib/content';
import { addFreeDays, endAccessNow, reopenGrant } from '../../lib/grants';
import { describeError } from '../../lib/log';
import { MemberError, memberKey } from '../../lib/members';
import { progressBar } from '../progress-bar';
import type { CommandOutput } from './output';

/**
 * `npm run members -- <command>` (cli/members.ts): the operators' tool for member accounts.
 * Talks to the local stack by default and to a real project when the hosted variables are set.
 */
const HELP: Record<string, string> = {
  add: 'add <email> [--password <p>] [--courses id,id]   create the account and its course list',
  grant: 'grant <email> <courseId...>                      give courses (idempotent)',
  revoke: 'revoke <email> <courseId...>                     take courses away (idempotent)',
  show: 'show <email>                                     the account, its courses, grants and latest changes',
  'free-days':
    "free-days <email> <grant> <days>                 add days to a grant's end (from now when it has ended)",
  'end-access':
    "end-access <email> <grant>                       end a grant's access now (not the manual grant: revoke)",
  reopen:
    'reopen <email> <grant>                           take back end-access and free days: the grant follows its payments again',
  reset: 'reset <email>                                    send the password-reset e-mail',
  disable: 'disable <email>                                  block sign-in and end every session',
  enable: 'enable <email>                                   allow sign-in again',
  admin:
    "admin grant|revoke <email>                       give or take the operators' console (/admin); ends its sessions",
  move: 'move <email> <new email>                         move the member (record, account) to a new address',
  import:
    'import <file.csv|file.json>                      bulk add/grant; CSV header: email,courses',
  migrate:
    'migrate                                          once after upgrading: bind accounts, move progress, course summaries, overview stats, me-too marks',
};

class UsageError extends Error {}

function usage(command?: string): string {
  const lines = command && HELP[command] ? [HELP[command]] : Object.values(HELP);
  return `Usage: npm run members -- ${lines.join('\n       npm run members -- ')}`;
}

function email(value: string | undefined): string {
  const parsed = z.email().safeParse(value?.trim());
  if (!parsed.success) throw new UsageError(`'${value ?? ''}' is not a valid e-mail`);
  return memberKey(parsed.data);
}

function courseIds(values: string[]): string[] {
  const ids = values
    .flatMap((v) => v.split(','))
    .map((id) => id.trim())
    .filter(Boolean);
  const bad = ids.find((id) => !ENTRY_ID.test(id));
  if (bad) throw new UsageError(`'${bad}' is not a valid course id`);
  return [...new Set(ids)];
}

function describeGrant(grant: AuditedGrant | null): string {
  if (!grant) return 'none';
  const until =
    grant.accessUntil === undefined
      ? 'no end'
      : `${grant.accessUntil > Date.now() ? 'until' : 'ended'} ${new Date(grant.accessUntil).toISOString()}`;
  const decided = grantDecisionText(grant);
  return `${grant.source} [${grant.courses.join(', ')}] ${until}${decided ? ` (${decided})` : ''}`;
}

async function warnUnknown(ids: string[], out: CommandOutput): Promise<void> {
  const unknown = await unknownCourseIds(ids);
  if (unknown.length) out.warn(`warning: Contentful has no course ${unknown.join(', ')}`);
}

async function run(argv: string[], out: CommandOutput): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      password: { type: 'string' },
      courses: { type: 'string' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    out.log(usage(command));
    return 0;
  }
  if (!HELP[command]) throw new UsageError(`unknown command '${command}'\n${usage()}`);

  if (command === 'add') {
    const ids = courseIds(values.courses ? [values.courses] : []);
    if (values.password !== undefined && values.password.length < 6)
      throw new UsageError('the password needs at least 6 characters');
    await warnUnknown(ids, out);
    const result = await addMember(email(rest[0]), { password: values.password, courses: ids });
    out.log(
      `${result.created ? 'created' : 'already existed, courses added'}: ${email(rest[0])} (${result.uid})`,
    );
    if (result.adopted)
      out.log(
        'the account was not made by this app: its password was replaced and its sessions ended; the owner was sent the set-password e-mail',
      );
    if (result.refused)
      out.log(
        "warning: the address's account belongs to another member record (its e-mail address was changed): it opens nothing of this one; see the audit log",
      );
    if (result.created && values.password === undefined)
      out.log(`password reset link: ${await passwordResetLink(email(rest[0]))}`);
  } else if (command === 'grant' || command === 'revoke') {
    const ids = courseIds(rest.slice(1));
    if (ids.length === 0) throw new UsageError(`name at least one course id\n${usage(command)}`);
    if (command === 'grant') await warnUnknown(ids, out);
    await (command === 'grant' ? grantCourses : revokeCourses)(email(rest[0]), ids);
    out.log(
      `${command === 'grant' ? 'granted' : 'revoked'} ${ids.join(', ')} for ${email(rest[0])}`,
    );
  } else if (command === 'show') {
    const address = email(rest[0]);
    const report = await describeMember(address).catch(async (error: unknown) => {
      // No account: a record may still exist (a payment under an address nobody signs in
      // with) and hold grants; show it rather than hide it behind the error.
      const orphan =
        error instanceof MemberError ? await describeRecordWithoutAccount(address) : null;
      if (!orphan) throw error;
      return orphan;
    });
    if ('uid' in report) {
      out.log(
        `${report.email}  uid ${report.uid}  ${report.disabled ? 'DISABLED' : 'active'}${report.operator ? '  operator' : ''}`,
      );
      out.log(`  created ${report.createdAt}; last sign-in ${report.lastSignInAt ?? 'never'}`);
    } else {
      out.log(
        `${report.email}  No account: a member record with no account bound (nobody can sign in to it)${report.disabled ? '  DISABLED' : ''}`,
      );
    }
    out.log(report.courses.length ? '  courses:' : '  courses: none');
    for (const c of report.courses)
      out.log(
        `    ${c.id}  ${c.known ? (c.title ?? 'Untitled Course') : '(unknown to Contentful)'}`,
      );
    const grants = Object.entries(report.grants);
    out.log(grants.length ? '  grants:' : '  grants: none');
    for (const [key, grant] of grants) out.log(`    ${key}  ${describeGrant(grant)}`);
    out.log(report.audit.length ? '  latest changes:' : '  latest changes: none');
    for (const entry of report.audit)
      out.log(
        `    ${new Date(entry.at).toISOString()}  ${entry.action} ${entry.grant} by ${entry.actor} (${entry.source}): ${describeGrant(entry.before)} -> ${describeGrant(entry.after)}`,
      );
  } else if (command === 'free-days' || command === 'end-access' || command === 'reopen') {
    const [address, grant, days] = rest;
    if (!grant) throw new UsageError(usage(command));
    const after =
      command === 'free-days'
        ? await addFreeDays(email(address), grant, Number(days))
        : command === 'reopen'
          ? await reopenGrant(email(address), grant)
          : await endAccessNow(email(address), grant);
    out.log(`${grant} of ${email(address)}: ${describeGrant(after)}`);
  } else if (command === 'reset') {
    await sendPasswordReset(email(rest[0]));
    out.log(`sent the password-reset e-mail to ${email(rest[0])}`);
  } else if (command === 'disable' || command === 'enable') {
    await setDisabled(email(rest[0]), command === 'disable');
    out.log(`${command}d ${email(rest[0])}`);
  } else if (command === 'admin') {
    const [change, address] = rest;
    if (change !== 'grant' && change !== 'revoke') throw new UsageError(usage('admin'));
    await setOperator(email(address), change === 'grant');
    out.log(
      `${change === 'grant' ? 'made' : 'no longer'} an operator: ${email(address)} (sessions ended; sign in again)`,
    );
  } else if (command === 'move') {
    const [from, to] = rest;
    await moveMember(email(from), email(to), byCli());
    out.log(
      `moved ${email(from)} to ${email(to)} (sessions ended; the owner was sent the set-password e-mail)`,
    );
  } else if (command === 'migrate') {
    const report = await migrateMembers();
    out.log(
      `records ${report.records}: accounts bound ${report.bound} (adopted ${report.adopted}), refused ${report.refused}, progress entries moved ${report.progressMoved}, course summaries written ${report.summaries}, overview stats documents ${report.statsDocs}, me-too marks addressed ${report.meTooMarks}`,
    );
  } else {
    const file = rest[0];
    if (!file) throw new UsageError(usage('import'));
    const parsed = parseImportFile(file, readFileSync(file, 'utf8'));
    const summary = await importMembers(parsed.rows, progressBar(process.stdout));
    const failed = [...parsed.errors, ...summary.failed].sort((a, b) => a.line - b.line);
    out.log(
      `created ${summary.created}, updated ${summary.updated}, skipped ${summary.skipped}, failed ${failed.length}`,
    );
    for (const f of failed) out.log(`  line ${f.line}: ${f.reason}`);
    if (failed.length) return 1;
  }
  return 0;
}

/**
 * Runs one command and answers its exit code: 2 for a usage or member error, whose message
 * is for the operator; 1 for failed import rows or anything else (Contentful, Firebase),
 * described like a server log line, without headers or tokens.
 */
export async function runMembers(argv: string[], out: CommandOutput = console): Promise<number> {
  try {
    return await run(argv, out);
  } catch (error) {
    const known = error instanceof UsageError || error instanceof MemberError;
    out.error(`error: ${known ? error.message : describeError(error)}`);
    return known ? 2 : 1;
  }
}
