// The line icons of search: one per kind of hit, so a list of mixed hits reads at a glance. They
// are decorative; the kind is also said in words.
import type { SearchHitType } from '@punchcard/shared';
import type { ReactElement } from 'react';

import { ClockIcon, Icon, type IconProps } from '@/components/icons';

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </Icon>
);

const FolderIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
  </Icon>
);

const TaskIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <path d="M8.5 12l2.5 2.5 4.5-5" />
  </Icon>
);

const PersonIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </Icon>
);

const BriefcaseIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </Icon>
);

const TagIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
    <circle cx="8" cy="8" r="1.5" />
  </Icon>
);

const CategoryIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="4" y="4" width="7" height="7" rx="1.5" />
    <rect x="13" y="4" width="7" height="7" rx="1.5" />
    <rect x="4" y="13" width="7" height="7" rx="1.5" />
    <circle cx="16.5" cy="16.5" r="3.5" />
  </Icon>
);

const KIND_ICONS: Record<SearchHitType, (props: IconProps) => ReactElement> = {
  project: FolderIcon,
  task: TaskIcon,
  member: PersonIcon,
  client: BriefcaseIcon,
  tag: TagIcon,
  category: CategoryIcon,
  activity: ClockIcon,
};

export function HitKindIcon({ type, ...props }: IconProps & { type: SearchHitType }) {
  const KindIcon = KIND_ICONS[type];
  return <KindIcon {...props} />;
}
