/** The punch-card glyph (same drawing as favicon.svg), decorative beside the product name. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 64 64" width="56" height="56" aria-hidden="true">
      <path
        d="M14 6h42a4 4 0 0 1 4 4v44a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4V16z"
        fill="#e9ecef"
        stroke="#495057"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <g fill="#adb5bd">
        <rect x="14" y="17" width="6" height="8" rx="1.5" />
        <rect x="26" y="17" width="6" height="8" rx="1.5" />
        <rect x="38" y="17" width="6" height="8" rx="1.5" />
        <rect x="14" y="41" width="6" height="8" rx="1.5" />
        <rect x="38" y="41" width="6" height="8" rx="1.5" />
        <rect x="50" y="41" width="6" height="8" rx="1.5" />
      </g>
      <g fill="#2f9e44">
        <rect x="14" y="29" width="6" height="8" rx="1.5" />
        <rect x="26" y="29" width="6" height="8" rx="1.5" />
        <rect x="38" y="29" width="6" height="8" rx="1.5" />
        <rect x="50" y="29" width="6" height="8" rx="1.5" />
      </g>
    </svg>
  );
}
