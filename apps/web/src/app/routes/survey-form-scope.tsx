import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router';
import { isChinaSite } from '../../config/portal-config.ts';
import { useSession } from '../../lib/session/auth-store.ts';
import { QueryScope } from '../query-scope.tsx';

const TranslationTool = lazy(() => import('../../features/translation/components/translation-tool.tsx'));

/**
 * The survey form's frame (no header, no footer): its API calls, and for a translator (permission LT, not on the
 * China site) the translation tool, so the survey's own texts are edited in place like every other text.
 */
export function Component() {
  const session = useSession();
  const translator = !isChinaSite && !!session?.user.userPermission.includes('LT');
  return (
    <>
      <QueryScope>
        <Outlet />
      </QueryScope>
      {translator && (
        <Suspense fallback={null}>
          <TranslationTool inPlace />
        </Suspense>
      )}
    </>
  );
}
