import { useState } from 'react';
import { Accordion, Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GlossarySection } from './glossary-filter.ts';
import { keyCount } from './glossary-filter.ts';
import { GlossaryKeyRow } from './glossary-key.tsx';
import classes from './glossary.module.css';
import '@mantine/core/styles/Accordion.css';

/** A section's groups; a group's keys are rendered only while it is open (`keepMounted={false}`). */
function GlossaryGroups({ section, openAll }: { section: GlossarySection; openAll: boolean }) {
  const [opened, setOpened] = useState<string[]>(() => (openAll ? section.groups.map((g) => g.id) : []));
  return (
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
  );
}

/**
 * A glossary section (§2): its heading, which opens and closes it, and its collapsible groups of keys. Closed, a
 * section renders nothing below its heading, so the ~1,400 keys cost nothing until they are looked at.
 */
export function GlossarySectionView({
  section,
  open,
  onToggle,
  openGroups,
}: {
  section: GlossarySection;
  open: boolean;
  onToggle: () => void;
  /** Open every group at once (a search with few matches). */
  openGroups: boolean;
}) {
  const { t } = useTranslation();
  const panelId = `glossary-${section.id}`;
  return (
    <section className={classes.section}>
      <h2 className={classes.heading}>
        <UnstyledButton
          className={classes.toggle}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={onToggle}
        >
          <span aria-hidden="true" className={open ? `${classes.chevron} ${classes.chevronOpen}` : classes.chevron}>
            ▸
          </span>
          <span className={classes.headingText}>{t(`glossary.sections.${section.id}`)}</span>
          <Text span size="sm" c="gray.7" className={classes.headingMeta}>
            {section.id} · {t('translation.pages.glossary.keyCount', { number: keyCount([section]) })}
          </Text>
        </UnstyledButton>
      </h2>
      {open && (
        <div id={panelId} className={classes.groups}>
          <GlossaryGroups section={section} openAll={openGroups} />
        </div>
      )}
    </section>
  );
}
