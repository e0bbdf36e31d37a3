interface LogoProps {
  size?: number;
}

/** The punch-card glyph; decorative, so the text beside it names the product. */
export function Logo({ size = 48 }: LogoProps) {
  return <img className="logo" src="/favicon.svg" alt="" width={size} height={size} />;
}
