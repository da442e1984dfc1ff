import type { ReactNode } from 'react';
import type { MemberReport } from '@/lib/accounts/client';
import { formatTime, languageLabel } from '@/lib/admin/client';
import type { MemberStatus } from '@/lib/members/client';
import { StatusBadge } from '../status-badge';
import { ActionButton, ConfirmButton, MoveMemberForm } from './member-forms';
import { Section } from './section';
import type { ConsoleAction, ConsoleAnswer } from './use-member-action';

export function AccountSection({
  report,
  status,
  setDisabled,
  sendReset,
  move,
}: {
  report: MemberReport;
  status: MemberStatus;
  setDisabled: ConsoleAction;
  sendReset: ConsoleAction;
  move: (input: { newEmail: string }) => Promise<ConsoleAnswer<string>>;
}) {
  const rows: Array<[string, ReactNode]> = [
    ['E-mail', report.email],
    ['UID', <code key="uid">{report.uid}</code>],
    ['Status', <StatusBadge key="status" status={status} />],
    ['Created', report.createdAt ? formatTime(Date.parse(report.createdAt)) : '–'],
    ['Last sign-in', report.lastSignInAt ? formatTime(Date.parse(report.lastSignInAt)) : 'never'],
    ['Operator', report.operator ? 'yes' : 'no'],
    ['Language', languageLabel(report.language)],
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
      <MoveMemberForm move={move} />
    </Section>
  );
}
