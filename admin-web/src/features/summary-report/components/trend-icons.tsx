import { Icon, type IconProps } from '@/components/icons';

export const TrendUpIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 17l6-6 4 4 6-7" />
    <path d="M15 8h5v5" />
  </Icon>
);

export const TrendDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7l6 6 4-4 6 7" />
    <path d="M15 16h5v-5" />
  </Icon>
);

export const TrendFlatIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 12h16" />
    <path d="M16 8l4 4-4 4" />
  </Icon>
);
