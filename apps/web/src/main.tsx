// Mantine's styles, all here and in dependency order: a component's file must come after those of the
// parts it is built from (Button after UnstyledButton), and files imported from lazily loaded screens would
// land in shared chunks that the browser may apply in another order.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Table.css';
import { holdsFirstScreen } from './app/first-screen/first-paint.ts';
import { nextTask } from './lib/next-task.ts';

/**
 * zod's `z.config({ jitless: true })`, set through the global zod reads it from so the first screen does not load
 * zod for it. Without it zod probes `new Function` when a screen defines its schemas, a CSP violation (no eval).
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

/**
 * The app's modules, in the order they need each other (all in the entry's chunk, vite.config.ts): over the server's
 * first screen each runs in a task of its own, not all in one long task while the page is on view (D184).
 */
const STAGES = [
  () => import('react-dom/client'),
  () => import('./app/provider.tsx'),
  () => import('./i18n/index.ts'),
  () => import('./app/router.tsx'),
] as const;

// A page with the server's first screen runs this only once it has painted (apps/server/src/web/first-screen.ts).
async function start(container: HTMLElement) {
  const hydrate = holdsFirstScreen(container);
  if (hydrate) {
    for (const stage of STAGES) {
      await stage();
      await nextTask();
    }
  }
  const { startApp } = await import('./app/start-app.tsx');
  await startApp(container, hydrate);
}

void start(document.getElementById('root')!);
