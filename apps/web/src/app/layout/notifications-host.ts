// The toast host's styles come with it: a page that never shows a toast does not load them.
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

export { Notifications } from '@mantine/notifications';
