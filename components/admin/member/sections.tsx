import type { ReactNode } from 'react';
import { formatTime, grantEndText, grantSummary, STATUS_TONE, type ProgressRow } from '@/lib/admin';
import {
  MANUAL_GRANT,
  type Grants,
  type MemberReport,
  type MemberStatus,
} from '@/lib/members/client';
import type { MemberSubscription, PaymentEventRecord } from '@/lib/payments';
import { ActionButton, ConfirmButton, FreeDaysForm, GrantCourseForm } from './member-forms';
import type { ConsoleResult } from './use-member-action';

/** The member page's sections: server components, the forms their only client leaves. */

type Action = () => Promise<ConsoleResult>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-ink-700 bg-ink-900 p-4 lg:p-6"
    >
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A table that scrolls sideways inside its card on a narrow screen. */
function Table({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`${label} table`}>
      <table className="w-full min-w-max text-left text-sm">
        <thead className="text-slate-400">
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="border-b border-ink-700 px-2 py-2 font-medium">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="align-top">{children}</tbody>
      </table>
    </div>
  );
}

const cell = 'border-b border-ink-800 px-2 py-2';

function None({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-400">{children}</p>;
}

export function AccountSection({
  report,
  status,
  setDisabled,
  sendReset,
}: {
  report: MemberReport;
  status: MemberStatus;
  setDisabled: Action;
  sendReset: Action;
}) {
  const rows: Array<[string, ReactNode]> = [
    ['E-mail', report.email],
    ['UID', <code key="uid">{report.uid}</code>],
    [
      'Status',
      <span
        key="status"
        className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[status]}`}
      >
        {status}
      </span>,
    ],
    ['Created', report.createdAt ? formatTime(Date.parse(report.createdAt)) : '–'],
    ['Last sign-in', report.lastSignInAt ? formatTime(Date.parse(report.lastSignInAt)) : 'never'],
    ['Operator', report.operator ? 'yes' : 'no'],
  ];
  return (
    <Section title="Account">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-400">{term}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        {report.disabled ? (
          <ConfirmButton
            label="Enable account"
            question="Allow this member to sign in again?"
            confirm="Yes, enable"
            success="Account enabled"
            action={setDisabled}
          />
        ) : (
          <ConfirmButton
            label="Disable account"
            question="Block sign-in and end every session of this member?"
            confirm="Yes, disable"
            success="Account disabled; its sessions ended"
            action={setDisabled}
          />
        )}
        <ActionButton
          label="Send password-reset e-mail"
          success="Password-reset e-mail sent"
          action={sendReset}
        />
      </div>
    </Section>
  );
}

export function CoursesSection({ courses }: { courses: MemberReport['courses'] }) {
  return (
    <Section title="Courses">
      {courses.length === 0 ? (
        <None>No courses: no active grant gives any.</None>
      ) : (
        <ul className="space-y-1 text-sm">
          {courses.map((course) => (
            <li key={course.id}>
              {course.known ? (
                (course.title ?? 'Untitled Course')
              ) : (
                <span className="text-amber-200">Unknown course</span>
              )}{' '}
              <code className="text-slate-400">{course.id}</code>
              {!course.known && <span className="sr-only"> (not in the catalog)</span>}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function GrantsSection({
  grants,
  titles,
  nowMs,
  pickable,
  grant,
  revoke,
  addDays,
  endNow,
}: {
  grants: Grants;
  titles: ReadonlyMap<string, string>;
  nowMs: number;
  pickable: ReadonlyArray<{ id: string; title: string }>;
  grant: (input: { course: string }) => Promise<ConsoleResult>;
  revoke: (courseId: string) => Action;
  addDays: (key: string) => (input: { days: string }) => Promise<ConsoleResult>;
  endNow: (key: string) => Action;
}) {
  const entries = Object.entries(grants);
  return (
    <Section title="Grants">
      {entries.length === 0 ? (
        <None>No grants.</None>
      ) : (
        <Table label="Grants" head={['Grant', 'Source', 'Courses', 'Access', 'Change']}>
          {entries.map(([key, g]) => (
            <tr key={key}>
              <td className={cell}>
                <code>{key}</code>
              </td>
              <td className={cell}>{g.source}</td>
              <td className={cell}>
                <ul className="space-y-1">
                  {g.courses.map((id) => (
                    <li key={id} className="flex flex-wrap items-center gap-2">
                      <span>
                        {titles.get(id) ?? <span className="text-amber-200">Unknown course</span>}{' '}
                        <code className="text-slate-400">{id}</code>
                      </span>
                      {key === MANUAL_GRANT && (
                        <ActionButton
                          label={`Revoke ${id}`}
                          success={`Revoked ${id}`}
                          action={revoke(id)}
                        />
                      )}
                    </li>
                  ))}
                  {g.courses.length === 0 && <li className="text-slate-400">none</li>}
                </ul>
              </td>
              <td className={cell}>{grantEndText(g, nowMs)}</td>
              <td className={cell}>
                {key === MANUAL_GRANT ? (
                  <span className="text-slate-400">grant or revoke courses</span>
                ) : (
                  <div className="flex flex-col gap-2">
                    {g.accessUntil !== undefined && (
                      <FreeDaysForm grantKey={key} add={addDays(key)} />
                    )}
                    {(g.accessUntil === undefined || g.accessUntil > nowMs) && (
                      <ConfirmButton
                        label={`End access now: ${key}`}
                        question="End this grant's access now?"
                        confirm="Yes, end it"
                        success={`Access of ${key} ended`}
                        action={endNow(key)}
                      />
                    )}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}
      <div className="mt-4">
        <GrantCourseForm courses={pickable} grant={grant} />
      </div>
    </Section>
  );
}

export function PaymentsSection({
  subscriptions,
  events,
}: {
  subscriptions: MemberSubscription[];
  events: PaymentEventRecord[];
}) {
  return (
    <Section title="Subscriptions and payments">
      {subscriptions.length === 0 ? (
        <None>No subscriptions.</None>
      ) : (
        <Table
          label="Subscriptions"
          head={[
            'Subscription',
            'Plan (price)',
            'Status',
            'Period end',
            'Paid through',
            'Cancels at end',
          ]}
        >
          {subscriptions.map((s) => (
            <tr key={s.id}>
              <td className={cell}>
                <code>{s.id}</code>
              </td>
              <td className={cell}>{s.price ?? '–'}</td>
              <td className={cell}>{s.status?.replace('_', ' ') ?? '–'}</td>
              <td className={cell}>{formatTime(s.currentPeriodEnd)}</td>
              <td className={cell}>{formatTime(s.paidThrough)}</td>
              <td className={cell}>{s.cancelAtPeriodEnd ? 'yes' : 'no'}</td>
            </tr>
          ))}
        </Table>
      )}
      <h3 className="mt-6 mb-2 font-semibold">Payment events</h3>
      {events.length === 0 ? (
        <None>No payment events.</None>
      ) : (
        <Table label="Payment events" head={['When', 'Event', 'Type', 'For', 'Outcome']}>
          {events.map((e) => (
            <tr key={e.id}>
              <td className={cell}>{formatTime(e.created)}</td>
              <td className={cell}>
                <code>{e.id}</code>
              </td>
              <td className={cell}>
                {e.provider} {e.type}
              </td>
              <td className={cell}>
                <code>{e.subscription ?? e.payment ?? '–'}</code>
              </td>
              <td className={cell}>
                {e.outcome}
                {e.unmatched.length > 0 && ` (no plan: ${e.unmatched.join(', ')})`}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Section>
  );
}

export function ProgressSection({ rows }: { rows: ProgressRow[] }) {
  return (
    <Section title="Progress">
      {rows.length === 0 ? (
        <None>No courses and no progress.</None>
      ) : (
        <Table label="Progress" head={['Course', 'Classes completed', 'Last watched']}>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={cell}>
                {row.known ? (row.title ?? 'Untitled Course') : 'Unknown course'}{' '}
                <code className="text-slate-400">{row.id}</code>
              </td>
              <td className={cell}>
                {row.completed} / {row.total ?? '?'}
              </td>
              <td className={cell}>
                {row.lastWatched === null ? 'never' : formatTime(row.lastWatched)}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Section>
  );
}

export function AuditSection({
  entries,
  nowMs,
}: {
  entries: MemberReport['audit'];
  nowMs: number;
}) {
  return (
    <Section title="Audit log">
      {entries.length === 0 ? (
        <None>No changes recorded.</None>
      ) : (
        <Table label="Audit log" head={['When', 'Action', 'Grant', 'By', 'Via', 'Before', 'After']}>
          {entries.map((entry, i) => (
            <tr key={`${entry.at}-${i}`}>
              <td className={cell}>{formatTime(entry.at)}</td>
              <td className={cell}>{entry.action}</td>
              <td className={cell}>
                <code>{entry.grant}</code>
              </td>
              <td className={cell}>{entry.actor}</td>
              <td className={cell}>{entry.source}</td>
              <td className={cell}>{grantSummary(entry.before, nowMs)}</td>
              <td className={cell}>{grantSummary(entry.after, nowMs)}</td>
            </tr>
          ))}
        </Table>
      )}
    </Section>
  );
}
