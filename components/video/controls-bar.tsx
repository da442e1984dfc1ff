import { useTranslations } from 'use-intl/react';
import { formatClock, formatElapsed, progressPercent } from '@/lib/video';
import { FullscreenIcon, PauseIcon, PlayIcon } from './icons';
import { SpeedMenu } from './speed-menu';

type ControlsBarProps = {
  visible: boolean;
  playing: boolean;
  ended: boolean;
  current: number;
  duration: number;
  rate: number;
  isFullscreen: boolean;
  onTogglePlay: () => void;
  onSeekPercent: (percent: number) => void;
  onRate: (rate: number) => void;
  onToggleFullscreen: () => void;
};

const button = 'rounded-md p-1.5 hover:bg-white/10';

export function ControlsBar(props: ControlsBarProps) {
  const { playing, current, duration, isFullscreen } = props;
  const progress = props.ended ? 100 : progressPercent(current, duration);
  const t = useTranslations('player');
  return (
    <div
      role="group"
      aria-label={t('controls')}
      data-state={props.visible ? 'shown' : 'hidden'}
      className={`absolute inset-x-0 bottom-0 z-20 flex flex-col gap-1 bg-linear-to-t from-black/80 to-transparent px-3 pt-8 pb-2 text-white transition-opacity duration-200 ${
        props.visible ? 'opacity-100' : 'pointer-events-none opacity-0'
      }`}
    >
      <input
        type="range"
        min={0}
        max={100}
        step="any"
        value={progress}
        onChange={(event) => props.onSeekPercent(Number(event.target.value))}
        aria-label={t('progress')}
        aria-valuetext={t('progressValue', {
          elapsed: formatElapsed(current),
          duration: formatClock(duration),
        })}
        className="h-1.5 w-full cursor-pointer accent-brand-400"
      />
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-label={t(playing ? 'pause' : 'play')}
          onClick={props.onTogglePlay}
          className={button}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <p className="text-sm tabular-nums">
          {formatElapsed(current)} / {formatClock(duration)}
        </p>
        <div className="ml-auto flex items-center gap-1">
          <SpeedMenu rate={props.rate} onChange={props.onRate} />
          <button
            type="button"
            aria-label={t(isFullscreen ? 'exitFullscreen' : 'fullscreen')}
            onClick={props.onToggleFullscreen}
            className={button}
          >
            <FullscreenIcon exit={isFullscreen} />
          </button>
        </div>
      </div>
    </div>
  );
}
