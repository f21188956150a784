import { Button, Container, Group, SimpleGrid, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { portalConfig } from '../../config/portal-config.ts';
import { useSession } from '../../lib/session/auth-store.ts';
import classes from './home.module.css';

const HIGHLIGHTS = ['survey', 'dashboards', 'reports'] as const;

function CallToAction() {
  const { t } = useTranslation();
  const session = useSession();

  if (session) {
    const internal = session.user.userType === 'internal';
    return (
      <Button
        component={Link}
        to={internal ? `/${portalConfig.companySlug}-admin` : '/survey'}
        size="md"
        color="white"
        c="brand.8"
      >
        {t(internal ? 'pages.home.openStaffAdmin' : 'pages.home.goToSurveys')}
      </Button>
    );
  }
  // The header offers no login on the China site (§2 Header): its own login (§2 Login) is entered from here.
  return (
    <Group gap="sm">
      <Button component={Link} to="/login" size="md" color="white" c="brand.8">
        {t('pages.home.signIn')}
      </Button>
      <Button component={Link} to="/registration" size="md" variant="outline" color="white">
        {t('pages.home.register')}
      </Button>
    </Group>
  );
}

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <section className={classes.hero}>
        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <p className={classes.eyebrow}>{t('pages.home.eyebrow')}</p>
          <Title order={1} className={classes.title}>
            {t('pages.home.title')}
          </Title>
          <p className={classes.intro}>{t('pages.home.intro')}</p>
          <CallToAction />
        </Container>
      </section>
      <Container size="lg" py={{ base: 'xl', sm: 56 }}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {HIGHLIGHTS.map((key) => (
            <div key={key} className={classes.highlight}>
              <h2>{t(`pages.home.highlights.${key}.title`)}</h2>
              <p>{t(`pages.home.highlights.${key}.text`)}</p>
            </div>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
