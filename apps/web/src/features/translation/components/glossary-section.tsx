import { useState } from 'react';
import { Accordion, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GlossarySection } from './glossary-filter.ts';
import { keyCount } from './glossary-filter.ts';
import { GlossaryKeyRow } from './glossary-key.tsx';
import classes from './glossary.module.css';
import '@mantine/core/styles/Accordion.css';

export const sectionAnchor = (id: string) => `glossary-${id}`;

/**
 * A glossary section: its heading and one collapsible group per key path. A group's keys are rendered only while
 * it is open (`keepMounted={false}`), so the ~1,400 keys cost nothing until they are looked at.
 */
export function GlossarySectionView({ section, openAll }: { section: GlossarySection; openAll: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<string[]>(() => (openAll ? section.groups.map((g) => g.id) : []));
  const headingId = sectionAnchor(section.id);

  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <Stack gap={4} mb="sm">
        <Title order={2} id={headingId} size="h3">
          {t(`glossary.sections.${section.id}`)}
        </Title>
        <Text size="sm" c="gray.7">
          {section.id} · {t('translation.pages.glossary.keyCount', { number: keyCount([section]) })}
        </Text>
      </Stack>
      <Accordion
        multiple
        value={opened}
        onChange={setOpened}
        keepMounted={false}
        chevronPosition="left"
        variant="contained"
        order={3}
      >
        {section.groups.map((group) => (
          <Accordion.Item key={group.id} value={group.id}>
            <Accordion.Control>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <span className={classes.groupName}>{group.id}</span>
                <Badge variant="light" color="gray" size="sm" className={classes.count}>
                  {group.keys.length}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <ul className={classes.keys}>
                {group.keys.map((entry) => (
                  <GlossaryKeyRow key={entry.translateKey} entry={entry} />
                ))}
              </ul>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
