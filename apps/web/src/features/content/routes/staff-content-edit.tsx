import '../staff-mantine-styles.ts';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { staffPaths } from '../../../config/staff-paths.ts';
import { useContentItem } from '../api/get-content-item.ts';
import { StaffContentEditor } from '../components/staff-content-editor.tsx';
import { StaffPage } from '../../../components/staff-page.tsx';
import { StaffQueryState } from '../components/staff-query-state.tsx';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'contentStaff.edit.title' };

/** /{company}-admin/content/new?kind=… and /{company}-admin/content/:itemId: writing an article or a page. */
export function Component() {
  const { t } = useTranslation();
  const { itemId } = useParams();
  const [params] = useSearchParams();
  const kind = params.get('kind') === 'page' ? 'page' : 'article';
  const item = useContentItem(itemId ?? null);
  const loaded = item.data?.item ?? null;
  const title = itemId
    ? loaded
      ? t(`contentStaff.edit.edit.${loaded.kind}`)
      : t('contentStaff.edit.title')
    : t(`contentStaff.edit.new.${kind}`);
  return (
    <StaffPage title={title} back={{ to: staffPaths.content, label: t('contentStaff.edit.back') }}>
      {itemId ? (
        <>
          <StaffQueryState isPending={item.isPending} error={item.error} onRetry={() => void item.refetch()} />
          {loaded && <StaffContentEditor key={loaded.id} item={loaded} kind={loaded.kind} />}
        </>
      ) : (
        <StaffContentEditor key={`new-${kind}`} item={null} kind={kind} />
      )}
    </StaffPage>
  );
}
