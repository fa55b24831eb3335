/** Line icons of the shell: header, footer tabs, side menu (inline SVG: no icon font, no emoji font needed). */
const PATHS = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  promotion: 'M4 10h16v10H4zM2 7h20v3H2zM12 7v13M12 7c-2-4-6-4-6-1s6 1 6 1 6 2 6-1-4-3-6 1',
  deposit: 'M3 7h18v12H3zM3 11h18M7 15h4M16 3l-4 4-4-4',
  service: 'M4 13a8 8 0 0 1 16 0v4a2 2 0 0 1-2 2h-2v-6h4M4 13v4a2 2 0 0 0 2 2h2v-6H4',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  back: 'M15 5l-7 7 7 7',
  telegram: 'M21 4L3 11l6 2 2 6 3-4 5 4zM9 13l9-6',
  whatsapp: 'M4 20l1.5-4.5A8 8 0 1 1 8.5 19zM9 9c0 3 3 6 6 6l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z',
  vip: 'M3 8l4 4 5-7 5 7 4-4-2 11H5zM5 19h14',
  rewardCenter: 'M4 10h16v10H4zM2 7h20v3H2zM12 7v13',
  promoCode: 'M3 7h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zM14 7v12',
  invite: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M19 8v6M16 11h6',
  download: 'M12 3v12M7 10l5 5 5-5M4 19h16',
  logout: 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eyeOff: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM4 4l16 16',
  freePlay:
    'M7 8h10a5 5 0 0 1 0 10c-1.6 0-2.6-1-3.4-2h-3.2c-.8 1-1.8 2-3.4 2A5 5 0 0 1 7 8zM7 11v4M5 13h4M16 12h.01M18 14h.01',
} as const;

export type ShellIconName = keyof typeof PATHS;

export const SHELL_ICON_NAMES = Object.keys(PATHS) as ShellIconName[];

export interface ShellIconProps {
  name: ShellIconName;
  /** Width and height in CSS pixels. */
  size?: number;
}

/** One of the shell's line icons, drawn in the text colour; decorative (its button or link is named). */
export function ShellIcon({ name, size = 22 }: ShellIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
