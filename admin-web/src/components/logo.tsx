import { Group, Text } from '@mantine/core';

// A punch card: the clipped corner and rows of holes, some punched through. Drawn inline (not an
// <img>) so it follows the theme's green; public/favicon.svg is the same drawing.
const punched = [
  [1, 0, 1, 1],
  [0, 1, 1, 0],
  [1, 1, 0, 1],
] as const;
const columns = [9, 14.5, 20, 25.5];
const rows = [8.5, 14.5, 20.5];

interface LogoMarkProps {
  size?: number;
  /** The accessible name, when no text beside the mark names the product. */
  label?: string;
}

export function LogoMark({ size = 32, label }: LogoMarkProps) {
  const a11y = label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" focusable="false" {...a11y}>
      <path
        d="M9 3h18a3 3 0 0 1 3 3v20a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V10z"
        fill="var(--mantine-primary-color-filled)"
      />
      {rows.map((y, row) =>
        columns.map((x, column) => (
          <rect
            key={`${row}-${column}`}
            x={x - 1.5}
            y={y}
            width={3}
            height={4.5}
            rx={1}
            fill="#fff"
            opacity={punched[row]?.[column] === 1 ? 1 : 0.3}
          />
        )),
      )}
    </svg>
  );
}

interface LogoProps {
  size?: number;
  /** Show the product name beside the mark (it then names the logo). */
  withWordmark?: boolean;
}

export function Logo({ size = 32, withWordmark = true }: LogoProps) {
  if (!withWordmark) return <LogoMark size={size} label="Punchcard" />;
  return (
    <Group gap={size / 4} wrap="nowrap" component="span">
      <LogoMark size={size} />
      <Text component="span" fw={700} fz={size * 0.6} lh={1} c="var(--mantine-color-text)">
        Punchcard
      </Text>
    </Group>
  );
}
