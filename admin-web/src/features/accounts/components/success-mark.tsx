import { Center, ThemeIcon } from '@mantine/core';

import { CheckCircleIcon } from '@/components/icons';

/** The tick above a page that confirms something went through. */
export function SuccessMark() {
  return (
    <Center>
      <ThemeIcon size={56} radius="xl" color="teal" variant="light">
        <CheckCircleIcon size={32} />
      </ThemeIcon>
    </Center>
  );
}
