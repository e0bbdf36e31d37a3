/** How long a mailed reset link works, as the API sets it (docs/decisions.md, Accounts). */
export const RESET_LINK_MINUTES = 60;
