import { Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contentPaths } from '@labbench/contract/constants';
import classes from './content.module.css';

/** An article's topics, each leading to its list. */
export function TagLinks({ tags }: { tags: { slug: string; name: string }[] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <Group gap={6} component="ul" className={classes.plainList} aria-label={t('content.article.topics')}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link to={contentPaths.topic(tag.slug)} className={classes.tag}>
            {tag.name}
          </Link>
        </li>
      ))}
    </Group>
  );
}
