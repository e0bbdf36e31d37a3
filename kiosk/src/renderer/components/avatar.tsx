import { useState } from 'react';

interface AvatarProps {
  src: string | null;
  /** Whose picture; its initial stands in when there is no picture (or it cannot load offline). */
  name: string;
  size?: 'medium' | 'large';
}

/** A person's or workspace's picture; decorative, as the name is always written beside it. */
export function Avatar({ src, name, size = 'medium' }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const className = `avatar avatar--${size}`;
  if (src && !failed) {
    return (
      <img
        className={className}
        src={src}
        alt=""
        onError={() => {
          setFailed(true);
        }}
      />
    );
  }
  return (
    <span className={`${className} avatar--initial`} aria-hidden="true">
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}
