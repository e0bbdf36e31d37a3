import { Notifications } from '@mantine/notifications';

/** The notices' container, loaded lazily by `Notices`. */
export default function NoticesContainer() {
  return <Notifications position="top-right" />;
}
