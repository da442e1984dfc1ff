/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { ProgressBar } from '../progress-bar';
import { renderIn } from './intl';

describe('ProgressBar', () => {
  it('says how many classes are completed, in words and as a percentage', () => {
    renderIn(<ProgressBar progress={{ completed: 3, total: 4, percent: 75 }} />);
    const bar = screen.getByRole('progressbar', { name: '3 / 4 classes completed' });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('3 / 4 classes completed')).toBeVisible();
  });

  it('fills as far as the percentage', () => {
    const { rerender } = renderIn(
      <ProgressBar progress={{ completed: 0, total: 2, percent: 0 }} />,
    );
    const fill = () => screen.getByRole('progressbar').firstElementChild as HTMLElement;
    expect(fill().style.width).toBe('0%');
    rerender(<ProgressBar progress={{ completed: 1, total: 2, percent: 50 }} compact />);
    expect(fill().style.width).toBe('50%');
    expect(screen.getByText('1 / 2 classes completed')).toBeVisible();
  });
});
