export function IdentifyPrompt() {
  return <p className="identify-prompt">Enter your PIN, scan your badge or tap your card</p>;
}
