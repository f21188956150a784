import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BenchmarkBandValue } from '@labbench/contract';
import { BAND_STYLES } from '../band-style.ts';
import { BandIcon } from './band-icon.tsx';
import classes from './benchmark.module.css';

/** A long band word (Thai, German) wraps in a narrow table cell instead of being cut off. */
const WRAP = {
  root: { height: 'auto', maxWidth: '100%' },
  label: { whiteSpace: 'normal' as const, overflow: 'visible' },
};

/** The band in words, colour and shape; without a band (no value, group too small) a neutral "no band". */
export function BandBadge({ band, size = 'md' }: { band: BenchmarkBandValue | null; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  if (!band) {
    return (
      <Badge variant="outline" color="gray" size={size} tt="none" styles={WRAP} data-band="none">
        {t('benchmark.band.none')}
      </Badge>
    );
  }
  const style = BAND_STYLES[band];
  return (
    <Badge
      variant="light"
      color={style.color}
      size={size}
      leftSection={<BandIcon icon={style.icon} size={size === 'lg' ? 16 : 12} />}
      tt="none"
      styles={WRAP}
      data-band={band}
    >
      {t(style.labelKey)}
    </Badge>
  );
}

/**
 * The band as a line of text for a narrow printed cell: shape and word in the band's colour, without the pill's
 * padding, so a long word ("Growth opportunity") wraps between words instead of inside one.
 */
export function BandText({ band }: { band: BenchmarkBandValue | null }) {
  const { t } = useTranslation();
  if (!band) {
    return (
      <Text component="span" size="xs" c="dimmed" data-band="none">
        {t('benchmark.band.none')}
      </Text>
    );
  }
  const style = BAND_STYLES[band];
  return (
    <Text component="span" size="xs" fw={700} c={style.hex} data-band={band} className={classes.bandText}>
      <BandIcon icon={style.icon} size={10} /> {t(style.labelKey)}
    </Text>
  );
}

/** The band with the group's N beside it (issue 9: N stands beside every band). */
export function BandWithN({ band, n }: { band: BenchmarkBandValue | null; n: number }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <BandBadge band={band} size="lg" />
      <Text size="sm" c="dimmed" data-testid="peer-n">
        {t('benchmark.n', { n })}
      </Text>
    </Group>
  );
}
