import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { staffPaths } from '../../../config/staff-paths.ts';
import { STAFF_DESTINATIONS } from '../staff-destinations.ts';
import classes from './staff.module.css';

/** A second way in where staff often start something new. */
const EXTRA = { labs: { to: staffPaths.newLab, key: 'newLab' }, users: { to: staffPaths.newUser, key: 'newUser' } };

/** The way to everything staff do, each with what it is for (the staff home itself left out). */
export function StaffDestinationsGrid() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {STAFF_DESTINATIONS.filter((d) => d.id !== 'home').map((destination) => {
        const extra = destination.id === 'labs' || destination.id === 'users' ? EXTRA[destination.id] : null;
        return (
          <Paper key={destination.id} withBorder p="md" radius="md" className={classes.destination}>
            <Anchor component={Link} to={destination.to} className={classes.destinationTitle}>
              {t(`header.staffMenu.${destination.id}`)}
            </Anchor>
            <Text size="sm" c="gray.7">
              {t(`staff.home.destinations.${destination.id}`)}
            </Text>
            {extra && (
              <Anchor component={Link} to={extra.to} size="sm">
                {t(`staff.home.${extra.key}`)}
              </Anchor>
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
