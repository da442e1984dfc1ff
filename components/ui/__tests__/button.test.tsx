/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClass } from '../button';

describe('Button', () => {
  it('is a plain button unless told to submit, so it never submits a form by accident', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Cancel</Button>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('passes the rest on: disabled, handlers, extra classes', async () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick} className="self-start">
        Apply
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Apply' });
    expect(button).toBeDisabled();
    expect(button).toHaveClass('self-start', 'rounded-lg');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('looks the same as a link given buttonClass', () => {
    render(
      <>
        <Button variant="primary">Add</Button>
        <a href="/x" className={buttonClass({ variant: 'primary' })}>
          Add
        </a>
      </>,
    );
    expect(screen.getByRole('button').className).toBe(screen.getByRole('link').className);
    expect(buttonClass({ variant: 'primary' })).not.toBe(buttonClass());
    expect(buttonClass({ size: 'sm' })).not.toBe(buttonClass());
  });
});
