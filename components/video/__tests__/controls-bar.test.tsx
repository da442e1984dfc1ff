/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inLanguage } from '@/dev/test-run/intl';
import { getTranslator } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n/client';
import { ControlsBar } from '../controls-bar';

function renderBar(
  overrides: Partial<Parameters<typeof ControlsBar>[0]> = {},
  locale: Locale = 'en',
) {
  const props = {
    visible: true,
    playing: false,
    ended: false,
    current: 65,
    duration: 600,
    rate: 1,
    isFullscreen: false,
    onTogglePlay: jest.fn(),
    onSeekPercent: jest.fn(),
    onRate: jest.fn(),
    onToggleFullscreen: jest.fn(),
    ...overrides,
  };
  const view = render(<ControlsBar {...props} />, { wrapper: inLanguage(locale, ['player']) });
  return { props, ...view };
}

describe('ControlsBar', () => {
  it('shows the elapsed time and the duration, as text and on the slider', () => {
    renderBar();
    expect(screen.getByText('1:05 / 10:00')).toBeVisible();
    const slider = screen.getByRole('slider', { name: 'Video progress' });
    expect(Number((slider as HTMLInputElement).value)).toBeCloseTo((65 / 600) * 100);
    expect(slider).toHaveAttribute('aria-valuetext', '1:05 of 10:00');
  });

  it('shows an unknown duration as ?:?? and an ended video as full', () => {
    const { rerender, props } = renderBar({ current: 0, duration: 0 });
    expect(screen.getByText('0:00 / ?:??')).toBeVisible();
    rerender(<ControlsBar {...props} current={590} duration={600} ended />);
    expect((screen.getByRole('slider') as HTMLInputElement).value).toBe('100');
  });

  it('plays and pauses from one button whose name says what it will do', async () => {
    const { props, rerender } = renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(props.onTogglePlay).toHaveBeenCalledTimes(1);
    rerender(<ControlsBar {...props} playing />);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(props.onTogglePlay).toHaveBeenCalledTimes(2);
  });

  it('seeks to where the slider is moved', () => {
    const { props } = renderBar();
    fireEvent.change(screen.getByRole('slider', { name: 'Video progress' }), {
      target: { value: '40' },
    });
    expect(props.onSeekPercent).toHaveBeenCalledWith(40);
  });

  it('enters and leaves fullscreen', async () => {
    const { props, rerender } = renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
    rerender(<ControlsBar {...props} isFullscreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Exit fullscreen' }));
    expect(props.onToggleFullscreen).toHaveBeenCalledTimes(2);
  });

  it('fades out and lets pointers through while hidden', () => {
    const { props, rerender } = renderBar();
    const group = screen.getByRole('group', { name: 'Video controls' });
    expect(group).toHaveClass('opacity-100');
    rerender(<ControlsBar {...props} visible={false} />);
    expect(group).toHaveClass('opacity-0', 'pointer-events-none');
  });

  it.each([
    ['ms', 'Kawalan video', 'Kemajuan video', '1:05 daripada 10:00', 'Main', 'Jeda', 'Skrin penuh'],
    ['zh', '视频控制', '视频进度', '1:05，共 10:00', '播放', '暂停', '全屏'],
  ] as const)(
    'names every control in %s',
    (locale, controls, progress, valueText, play, pause, fullscreen) => {
      const { props, rerender } = renderBar({}, locale);
      expect(screen.getByRole('group', { name: controls })).toBeInTheDocument();
      expect(screen.getByRole('slider', { name: progress })).toHaveAttribute(
        'aria-valuetext',
        valueText,
      );
      expect(screen.getByRole('button', { name: play })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: fullscreen })).toBeInTheDocument();
      rerender(<ControlsBar {...props} playing />);
      expect(screen.getByRole('button', { name: pause })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    },
  );
});

describe("the jump indicator's words", () => {
  it.each([
    ['en', '\u22125s', '+5s'],
    ['ms', '\u22125s', '+5s'],
    ['zh', '\u22125秒', '+5秒'],
  ] as const)('in %s: a real minus sign going back, a plus going forward', (locale, back, on) => {
    const t = getTranslator(locale, 'player');
    expect(t('jumpBack', { seconds: 5 })).toBe(back);
    expect(t('jumpForward', { seconds: 5 })).toBe(on);
  });
});
