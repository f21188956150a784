import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { checklistItems, checklistProgress } from './password-checklist.ts';
import classes from './password-checklist.module.css';

/**
 * The live checklist of §2 (uppercase, lowercase, number, symbol, length 8). Each rule says in words whether
 * it is met, so it does not rely on colour or the tick. Used as the password field's description.
 */
export function PasswordChecklist({ idBase, value }: { idBase: string; value: string }) {
  const { t } = useTranslation();
  const items = checklistItems(value);
  const progress = checklistProgress(items);
  return (
    <div className={classes.root}>
      <Text size="sm" fw={600} id={`${idBase}-title`} mb={4}>
        {t('password.checklist.title')}
        <span className={classes.srOnly}> {t('password.checklist.progress', progress)}</span>
      </Text>
      <ul className={classes.list} aria-labelledby={`${idBase}-title`}>
        {items.map((item) => (
          <li key={item.rule} className={classes.item} data-rule={item.rule} data-met={item.met}>
            <span className={classes.icon} aria-hidden="true">
              {item.met ? '✓' : '•'}
            </span>
            <span>
              {t(item.labelKey, item.labelValues)}
              <span className={classes.srOnly}>
                {' '}
                ({t(item.met ? 'password.checklist.met' : 'password.checklist.notMet')})
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
