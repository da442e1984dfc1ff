import { PlanForm, type PlanFormValues } from '@/components/admin/plan-form';
import { operatorMetadata } from '@/lib/admin';
import { requireOperator } from '@/lib/auth';
import { getCatalogOrEmpty } from '@/lib/content';
import { fetchPlans, type ListedPlan } from '@/lib/payments';
import { savePlan } from './actions';

export const generateMetadata = () => operatorMetadata('Plans');

const EMPTY: PlanFormValues = {
  price: '',
  name: '',
  mode: 'subscription',
  termDays: '',
  courses: '',
};

function formValues({ price, plan, raw }: ListedPlan): PlanFormValues {
  const courses = plan?.courses ?? (Array.isArray(raw.courses) ? raw.courses.map(String) : []);
  return {
    price,
    name: plan?.name ?? String(raw.name ?? ''),
    mode: plan?.mode ?? 'subscription',
    termDays: plan?.termDays === undefined ? '' : String(plan.termDays),
    courses: courses.join('\n'),
  };
}

export default async function PlansPage() {
  await requireOperator();
  const [plans, catalog] = await Promise.all([fetchPlans(), getCatalogOrEmpty('/admin/plans')]);
  const titles = new Map(catalog.courses.map((course) => [course.id, course.title]));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Plans</h1>
      <p className="max-w-3xl text-sm text-slate-300">
        A price id buys the courses of its plan. A change applies to members already subscribed at
        their subscription&apos;s next payment event (renewal, plan change, cancellation): grants
        copy the plan&apos;s courses when an event is applied. Passes already bought keep the
        courses they were bought with.
      </p>
      <ul className="flex flex-col gap-4" aria-label="Plans">
        {plans.map((listed) => (
          <li key={listed.price} className="rounded-2xl border border-ink-700 bg-ink-900 p-4">
            <article aria-label={listed.price} className="flex flex-col gap-3">
              <h2 className="font-semibold break-all">
                {listed.price} → {listed.plan?.name ?? 'malformed plan'}
              </h2>
              {listed.plan ? (
                <p className="text-sm text-slate-300">
                  {listed.plan.mode === 'payment'
                    ? `One-time payment: a ${listed.plan.termDays}-day pass`
                    : 'Subscription: while paid'}
                </p>
              ) : (
                <p className="text-sm text-red-300">
                  This document does not match the plan schema; payments for it grant nothing until
                  it is saved again.
                </p>
              )}
              <ul className="flex flex-col gap-1 text-sm" aria-label={`Courses of ${listed.price}`}>
                {(listed.plan?.courses ?? []).map((id) => (
                  <li key={id}>
                    {titles.has(id) ? (
                      (titles.get(id) ?? 'Untitled course')
                    ) : (
                      <span className="font-semibold text-red-300">Unknown course</span>
                    )}{' '}
                    <code className="text-slate-400">{id}</code>
                  </li>
                ))}
              </ul>
              <details className="rounded-lg border border-ink-700 p-3">
                <summary className="cursor-pointer text-sm font-semibold">
                  Edit {listed.price}
                </summary>
                <div className="pt-3">
                  <PlanForm
                    initial={formValues(listed)}
                    create={false}
                    version={listed.version}
                    save={savePlan}
                  />
                </div>
              </details>
            </article>
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="add-plan"
        className="rounded-2xl border border-ink-700 bg-ink-900 p-4"
      >
        <h2 id="add-plan" className="mb-3 font-semibold">
          Add a plan
        </h2>
        <PlanForm initial={EMPTY} create save={savePlan} />
      </section>
    </div>
  );
}
