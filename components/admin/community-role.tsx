import type { ActionResult } from './action-answer';
import { ConsoleForm } from './console-action-button';

/**
 * The member's role in the Traders Hub: a coach answers with the Coach badge (no console
 * access). `setCoach` is the console's form action (guarded and audited); its answer is
 * announced beside the button.
 */
export function CommunityRoleSection({
  email,
  coach,
  setCoach,
}: {
  email: string;
  coach: boolean;
  setCoach: (form: FormData) => Promise<ActionResult>;
}) {
  return (
    <section aria-labelledby="community-role" className="flex flex-col gap-2">
      <h2 id="community-role" className="text-lg font-semibold">
        Community
      </h2>
      <p className="text-sm text-slate-300">
        {coach
          ? 'Coach: their answers carry the Coach badge.'
          : 'Member: their answers carry no badge.'}
      </p>
      <ConsoleForm submit={coach ? 'Remove coach role' : 'Make coach'} action={setCoach}>
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="coach" value={coach ? 'false' : 'true'} />
      </ConsoleForm>
    </section>
  );
}
