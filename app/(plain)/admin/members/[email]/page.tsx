import { notFound } from 'next/navigation';
import { CommunityRoleSection } from '@/components/admin/community-role';
import { AccountSection } from '@/components/admin/member/account-section';
import { AuditSection } from '@/components/admin/member/audit-section';
import { CoursesSection } from '@/components/admin/member/courses-section';
import { GrantsSection } from '@/components/admin/member/grants-section';
import { PaymentsSection } from '@/components/admin/member/payments-section';
import { ProgressSection } from '@/components/admin/member/progress-section';
import { describeMember } from '@/lib/accounts';
import { consoleCourseTitle, memberFromSegment, operatorMetadata, progressRows } from '@/lib/admin';
import { requireOperator } from '@/lib/auth';
import { fetchIsCoach } from '@/lib/community';
import { getCatalogOrEmpty, type Catalog } from '@/lib/content';
import { MemberError, memberStatus } from '@/lib/members';
import { fetchMemberPaymentEvents, fetchMemberSubscriptions } from '@/lib/payments';
import { setCoachRole } from '../../community/actions';
import {
  addGrantFreeDays,
  endGrantNow,
  grantCourse,
  moveMemberAddress,
  reopenGrantNow,
  revokeCourse,
  sendMemberPasswordReset,
  setMemberDisabled,
} from './actions';

export const generateMetadata = () => operatorMetadata('Member');

/** Most audit entries and payment events the page shows, newest first. */
const LATEST = 50;

async function describeOrNull(email: string, catalog: Catalog) {
  try {
    return await describeMember(email, { catalog, auditLimit: LATEST });
  } catch (error) {
    if (error instanceof MemberError) return null;
    throw error;
  }
}

/** Everything the page shows, read at one moment; null when the address has no account. */
async function loadMemberPage(email: string) {
  const catalog = await getCatalogOrEmpty('/admin/members');
  const [report, subscriptions, events] = await Promise.all([
    describeOrNull(email, catalog),
    fetchMemberSubscriptions(email),
    fetchMemberPaymentEvents(email, LATEST),
  ]);
  return report && { catalog, report, subscriptions, events, nowMs: Date.now() };
}

export default async function MemberPage({ params }: PageProps<'/admin/members/[email]'>) {
  await requireOperator();
  const email = memberFromSegment((await params).email);
  if (!email) notFound();
  const loaded = await loadMemberPage(email);
  if (!loaded) notFound();
  const { catalog, report, subscriptions, events, nowMs } = loaded;
  const coach = await fetchIsCoach(email);
  const status = memberStatus(
    { disabled: report.disabled, createdAt: report.createdAt, lastSignInAt: report.lastSignInAt },
    report.grants,
    (id) => subscriptions.find((subscription) => subscription.id === id)?.status ?? null,
  );
  const manual = report.grants.manual?.courses ?? [];
  const pickable = catalog.courses
    .filter((course) => !manual.includes(course.id))
    .map((course) => ({ id: course.id, title: consoleCourseTitle(course) }));
  const titles = new Map(catalog.courses.map((course) => [course.id, consoleCourseTitle(course)]));

  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm text-slate-400">Member</p>
        <h1 className="text-2xl font-bold tracking-tight break-all">{report.email}</h1>
      </div>
      <AccountSection
        report={report}
        status={status}
        setDisabled={setMemberDisabled.bind(null, email, !report.disabled)}
        sendReset={sendMemberPasswordReset.bind(null, email)}
        move={moveMemberAddress.bind(null, email)}
      />
      <CommunityRoleSection email={email} coach={coach} setCoach={setCoachRole} />
      <CoursesSection courses={report.courses} />
      <GrantsSection
        grants={report.grants}
        titles={titles}
        nowMs={nowMs}
        pickable={pickable}
        grant={grantCourse.bind(null, email)}
        revoke={(courseId) => revokeCourse.bind(null, email, courseId)}
        addDays={(key) => addGrantFreeDays.bind(null, email, key)}
        endNow={(key) => endGrantNow.bind(null, email, key)}
        reopen={(key) => reopenGrantNow.bind(null, email, key)}
      />
      <PaymentsSection subscriptions={subscriptions} events={events} />
      <ProgressSection
        rows={progressRows(
          report.courses.map((c) => c.id),
          report.progress,
          catalog,
        )}
      />
      <AuditSection entries={report.audit} nowMs={nowMs} />
    </div>
  );
}
