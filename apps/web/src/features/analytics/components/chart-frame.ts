/**
 * What the analytics charts set on their Recharts chart: it fills the panel's drawing area, and it
 * leaves no keyboard or screen-reader layer of its own, as the panel's table carries the numbers.
 */
export const fillsPanel = {
  responsive: true,
  style: { width: '100%', height: '100%' },
  accessibilityLayer: false,
} as const;
