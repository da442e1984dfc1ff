/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { MemberRow } from '@/lib/members/client';
import { AuditTable } from '../audit-table';
import { PreviewIssues } from '../import-tables';
import { MembersTable } from '../members-table';

const ann: MemberRow = {
  email: 'ann+x@example.com',
  status: 'past due',
  courses: 2,
  sources: ['manual', 'plan'],
  createdAt: 'Mon, 23 Nov 2026 21:54:09 GMT',
  lastSignInAt: null,
  language: 'zh',
};

describe('MembersTable', () => {
  it('names each row by its e-mail, a link to the member, and says the rest in words', () => {
    render(<MembersTable rows={[ann]} search="" />);
    const row = within(screen.getByRole('region', { name: 'Members' })).getByRole('row', {
      name: /ann\+x@example\.com/,
    });
    expect(within(row).getByRole('rowheader')).toContainElement(
      within(row).getByRole('link', { name: 'ann+x@example.com' }),
    );
    expect(within(row).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/members/ann%2Bx%40example.com',
    );
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['past due', '2', 'manual, plan', 'Chinese', '2026-11-23 21:54 UTC', 'never']);
  });

  it('says why it is empty', () => {
    const { rerender } = render(<MembersTable rows={[]} search="" />);
    expect(screen.getByText('No members yet.')).toBeInTheDocument();
    rerender(<MembersTable rows={[]} search="zed" />);
    expect(screen.getByText("No member's e-mail starts with “zed”.")).toBeInTheDocument();
    rerender(<MembersTable rows={[]} search="" filtered />);
    expect(screen.getByText('No member chose that language.')).toBeInTheDocument();
  });
});

describe('AuditTable', () => {
  const entry = {
    id: 'e1',
    at: Date.UTC(2026, 0, 2, 3, 4),
    actor: 'op@example.com',
    action: 'grant',
    member: 'a+b@example.com',
    grant: 'manual',
    before: null,
    after: { courses: ['course-a'], source: 'manual' as const },
    source: 'admin console',
  };

  it('lists entries under its caption, links narrowing the filter it was read with', () => {
    render(<AuditTable entries={[entry]} filter={{ member: '', actor: 'x@example.com' }} />);
    const table = screen.getByRole('table', { name: 'Audit entries, newest first' });
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '2026-01-02 03:04 UTC',
      'op@example.com',
      'grant',
      'a+b@example.comonly this member',
      'manual',
      'none → course-a',
      'admin console',
    ]);
    expect(within(table).getByRole('link', { name: 'op@example.com' })).toHaveAttribute(
      'href',
      '/admin/audit?actor=op%40example.com',
    );
    expect(within(table).getByRole('link', { name: 'a+b@example.com' })).toHaveAttribute(
      'href',
      '/admin/members/a%2Bb%40example.com',
    );
    expect(within(table).getByRole('link', { name: 'only this member' })).toHaveAttribute(
      'href',
      '/admin/audit?member=a%2Bb%40example.com&actor=x%40example.com',
    );
  });

  it('says so when no entry matches', () => {
    render(<AuditTable entries={[]} filter={{ member: '', actor: '' }} />);
    expect(screen.getByText('No entries.')).toBeInTheDocument();
  });
});

describe('PreviewIssues', () => {
  it('lists unreadable rows and rows to check in file order', () => {
    render(
      <PreviewIssues
        rows={[
          {
            line: 4,
            email: 'b@example.com',
            courses: ['x'],
            unknownCourses: ['x'],
            duplicateOf: 2,
            prediction: 'create',
          },
        ]}
        errors={[{ line: 3, reason: "invalid e-mail 'nope'" }]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Rows to check' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'LineE-mailCheck',
      "3Not applied: invalid e-mail 'nope'",
      '4b@example.comunknown course ids (granted anyway): x; same e-mail as line 2',
    ]);
  });

  it('says every row is fine when none needs a look', () => {
    render(<PreviewIssues rows={[]} errors={[]} />);
    expect(
      screen.getByText('Every row is readable and its courses are known.'),
    ).toBeInTheDocument();
  });
});
