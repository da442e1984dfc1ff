/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CourseCheckboxes } from '../form-kit';

/** The picker as a form holds it: the chosen ids in state. */
function Picker({
  initial,
  seen,
  courses = [{ id: 'course-gold', title: 'Gold playbook' }],
}: {
  initial: string[];
  seen: (ids: string[]) => void;
  courses?: Array<{ id: string; title: string }>;
}) {
  const [chosen, setChosen] = useState(initial);
  return (
    <CourseCheckboxes
      courses={courses}
      chosen={chosen}
      onChange={(ids) => {
        setChosen(ids);
        seen(ids);
      }}
      hint="Nobody ticked: every member with access."
      hintId="audience-hint"
      describe={() => ({})}
    />
  );
}

describe('CourseCheckboxes', () => {
  it('gives a saved course the catalog no longer has a box, so it can be taken out', async () => {
    const seen = jest.fn();
    render(<Picker initial={['course-gold', 'course-gone']} seen={seen} />);
    const gone = screen.getByRole('checkbox', { name: 'Unknown course (course-gone)' });
    expect(gone).toBeChecked();
    await userEvent.click(gone);
    expect(seen).toHaveBeenLastCalledWith(['course-gold']);
    // Still there, unticked, to tick again if that was a slip.
    expect(
      screen.getByRole('checkbox', { name: 'Unknown course (course-gone)' }),
    ).not.toBeChecked();
  });

  it('shows only the catalog when the audience names nothing else', () => {
    render(<Picker initial={[]} seen={jest.fn()} />);
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      'course-gold',
    ]);
  });

  it('says the audience is everyone when no course could be listed (the catalog is down)', () => {
    render(<Picker initial={[]} seen={jest.fn()} courses={[]} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      /No course could be listed .* this goes to every member with access/,
    );
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it('says nothing of the kind while courses are listed', () => {
    render(<Picker initial={[]} seen={jest.fn()} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
