// The member's own badge as files: the QR image and the printable card.
export const BADGE_FILES = {
  png: { path: '/v1/workspaces/members/me/badge/qr?format=png', name: 'kiosk-badge.png' },
  pdf: { path: '/v1/workspaces/members/me/badge/pdf', name: 'kiosk-badge.pdf' },
} as const;

export type BadgeFileKind = keyof typeof BADGE_FILES;
