import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@labbench/contract';
import type { LanguageId } from '@labbench/contract';

/** The language code shown on a badge (`ZHTW` reads as well as any). */
export const languageCode = (lang: LanguageId) => lang.toUpperCase();
export const languageName = (lang: LanguageId) => LANGUAGES.find((l) => l.id === lang)?.name ?? lang;

/** Which languages an item has and which of them are published: filled green published, outlined a draft. */
export function StaffVersionBadges({ versions }: { versions: { lang: LanguageId; publishedAt: string | null }[] }) {
  const { t } = useTranslation();
  const ordered = LANGUAGES.flatMap((l) => versions.filter((v) => v.lang === l.id));
  return (
    <Group gap={4} wrap="wrap" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {ordered.map((v) => {
        const state = v.publishedAt ? 'published' : 'draft';
        const label = t(`contentStaff.state.${state}`);
        return (
          <Badge
            key={v.lang}
            component="li"
            size="sm"
            radius="sm"
            variant={v.publishedAt ? 'filled' : 'outline'}
            color={v.publishedAt ? 'green.9' : 'gray.7'}
            title={`${languageName(v.lang)}: ${label}`}
            aria-label={`${languageName(v.lang)}: ${label}`}
          >
            {languageCode(v.lang)}
          </Badge>
        );
      })}
    </Group>
  );
}
