type IconProps = { className?: string };

const svg = {
  viewBox: '0 0 24 24',
  fill: 'currentColor',
  'aria-hidden': true,
  focusable: false,
} as const;

export function PlayIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg {...svg} className={className}>
      <path d="M8 5.5v13l10.5-6.5z" />
    </svg>
  );
}

export function PauseIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg {...svg} className={className}>
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
    </svg>
  );
}

export function FullscreenIcon({ exit, className = 'size-6' }: IconProps & { exit: boolean }) {
  return (
    <svg {...svg} className={className}>
      <path
        d={
          exit
            ? 'M8 4h2v6H4V8h4zM16 4h-2v6h6V8h-4zM8 20h2v-6H4v2h4zM16 20h-2v-6h6v2h-4z'
            : 'M4 4h6v2H6v4H4zM20 4h-6v2h4v4h2zM4 20h6v-2H6v-4H4zM20 20h-6v-2h4v-4h2z'
        }
      />
    </svg>
  );
}
