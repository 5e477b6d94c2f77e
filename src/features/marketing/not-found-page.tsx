// Shown for any unknown path, service or city; Hosting serves it with a 404.
// Static HTML (its link is an ordinary page load).
import { Heading, Stack, Text } from '@chakra-ui/react';
import { LinkButton } from '@/components/ui/link-button';
import { PageHead } from '@/lib/head/page-head';
import { BUSINESS } from '@/config/business';

export function NotFoundPage() {
  return (
    <Stack align="center" justify="center" minH="60vh" gap="4" px="4" textAlign="center">
      <PageHead
        meta={{
          title: `Page not found | ${BUSINESS.name}`,
          description: 'The page you were looking for does not exist.',
          path: '/404',
          noindex: true,
          status: 404,
        }}
      />
      <Heading as="h1" size="4xl">
        404
      </Heading>
      <Text fontSize="xl">Oops! Page not found</Text>
      <LinkButton href="/" colorPalette="blue">
        Return to Home
      </LinkButton>
    </Stack>
  );
}
