import type { LucideIcon } from 'lucide-react';

const sizes = {
  sm: { tile: 'size-9', icon: 'size-5' },
  md: { tile: 'size-10', icon: 'size-5' },
  lg: { tile: 'size-11', icon: 'size-6' },
};

const tones = {
  soft: 'bg-indigo-100 text-indigo-700',
  solid: 'bg-indigo-600 text-white',
};

interface IconTileProps {
  icon: LucideIcon;
  size?: keyof typeof sizes;
  /** `solid` for the brand mark, `soft` beside a card's text. */
  tone?: keyof typeof tones;
}

/** An icon on a rounded square of the brand's colour: the logo, and the picture of a card or a step. */
export function IconTile({ icon: Icon, size = 'md', tone = 'soft' }: IconTileProps) {
  return (
    <span className={`flex ${sizes[size].tile} shrink-0 items-center justify-center rounded-lg ${tones[tone]}`}>
      <Icon className={sizes[size].icon} aria-hidden="true" />
    </span>
  );
}
