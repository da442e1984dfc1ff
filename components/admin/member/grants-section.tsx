import { grantDecisionText, grantEndText } from '@/lib/admin/client';
import { MANUAL_GRANT, type Grant, type Grants } from '@/lib/members/client';
import { DataTable, type Column } from '../data-table';
import { ActionButton, ConfirmButton, FreeDaysForm, GrantCourseForm } from './member-forms';
import { Section } from './section';
import type { ConsoleAction, ConsoleResult } from './use-member-action';

type GrantRow = [key: string, grant: Grant];

export function GrantsSection({
  grants,
  titles,
  nowMs,
  pickable,
  grant,
  revoke,
  addDays,
  endNow,
  reopen,
}: {
  grants: Grants;
  titles: ReadonlyMap<string, string>;
  nowMs: number;
  pickable: ReadonlyArray<{ id: string; title: string }>;
  grant: (input: { course: string }) => Promise<ConsoleResult>;
  revoke: (courseId: string) => ConsoleAction;
  addDays: (key: string) => (input: { days: string }) => Promise<ConsoleResult>;
  endNow: (key: string) => ConsoleAction;
  reopen: (key: string) => ConsoleAction;
}) {
  const columns: Array<Column<GrantRow>> = [
    { header: 'Grant', cell: ([key]) => <code>{key}</code> },
    { header: 'Source', cell: ([, g]) => g.source },
    {
      header: 'Courses',
      cell: ([key, g]) => (
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
      ),
    },
    {
      header: 'Access',
      cell: ([, g]) => {
        const decided = grantDecisionText(g);
        return (
          <>
            {grantEndText(g, nowMs)}
            {decided && <p className="mt-1 text-amber-200">{decided}</p>}
          </>
        );
      },
    },
    {
      header: 'Change',
      cell: ([key, g]) =>
        key === MANUAL_GRANT ? (
          <span className="text-slate-400">grant or revoke courses</span>
        ) : (
          <div className="flex flex-col gap-2">
            {g.accessUntil !== undefined && <FreeDaysForm grantKey={key} add={addDays(key)} />}
            {(g.accessUntil === undefined || g.accessUntil > nowMs) && (
              <ConfirmButton
                label={`End access now: ${key}`}
                question="End this grant's access now?"
                confirm="Yes, end it"
                success={`Access of ${key} ended`}
                action={endNow(key)}
              />
            )}
            {g.decisions?.length ? (
              <ConfirmButton
                label={`Reopen: ${key}`}
                question="Take back the operators' end and free days, so this grant follows its payments again?"
                confirm="Yes, reopen it"
                success={`${key} follows its payments again`}
                action={reopen(key)}
              />
            ) : null}
          </div>
        ),
    },
  ];
  return (
    <Section title="Grants">
      <DataTable
        label="Grants table"
        columns={columns}
        rows={Object.entries(grants)}
        rowKey={([key]) => key}
        empty="No grants."
      />
      <div className="mt-4">
        <GrantCourseForm courses={pickable} grant={grant} />
      </div>
    </Section>
  );
}
