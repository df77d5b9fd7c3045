import { Card, Heading, Link, Stack, Text } from '@rpg/design-system';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths.ts';
import { RouterLink } from '../lib/RouterLink.tsx';

export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <Card>
      <Stack space="medium">
        <Heading level={1}>{t('notFound.title')}</Heading>
        <Text>{t('notFound.message')}</Text>
        <Link as={RouterLink} href={paths.home}>
          {t('notFound.home')}
        </Link>
      </Stack>
    </Card>
  );
};
