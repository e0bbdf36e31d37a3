import { Button } from '@mantine/core';

interface ResendButtonProps {
  /** "Send a new code". */
  label: string;
  /** The label while waiting, given the seconds left: "Send a new code (12 s)". */
  waitingLabel: (secondsLeft: number) => string;
  secondsLeft: number;
  pending: boolean;
  onResend: () => void;
}

/** Sends a code or link again, once the cooldown after the last one has run out. */
export function ResendButton({
  label,
  waitingLabel,
  secondsLeft,
  pending,
  onResend,
}: ResendButtonProps) {
  const waiting = secondsLeft > 0;
  return (
    <Button
      variant="light"
      size="sm"
      loading={pending}
      disabled={pending || waiting}
      onClick={onResend}
    >
      {waiting ? waitingLabel(secondsLeft) : label}
    </Button>
  );
}
