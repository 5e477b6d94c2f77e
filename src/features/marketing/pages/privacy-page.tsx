// /privacy: the privacy policy (copy in src/content/privacy.ts).
import { Box, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { PageHead } from '@/lib/head/page-head';
import { PRIVACY_PAGE } from '@/content/privacy';
import { PRIVACY_PATH } from '@/content/privacy-notice';
import { BulletList } from '../page-parts';
import { localBusinessLd } from '../seo/json-ld';

export function PrivacyPage() {
  return (
    <Box as="article" px="4" py={{ base: '10', md: '14' }}>
      <PageHead
        meta={{
          title: PRIVACY_PAGE.metaTitle,
          description: PRIVACY_PAGE.metaDescription,
          path: PRIVACY_PATH,
          keywords: ['privacy policy', 'personal information', 'PIPA British Columbia'],
          jsonLd: [localBusinessLd({ path: PRIVACY_PATH })],
        }}
      />
      <Stack maxW="3xl" mx="auto" gap="8">
        <Stack gap="3">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }}>
            {PRIVACY_PAGE.title}
          </Heading>
          <Text color="gray.700">
            Last updated: <chakra.time dateTime={PRIVACY_PAGE.lastUpdated.iso}>{PRIVACY_PAGE.lastUpdated.label}</chakra.time>
          </Text>
          <Text fontSize="lg">{PRIVACY_PAGE.intro}</Text>
        </Stack>
        {PRIVACY_PAGE.sections.map((section) => (
          <Stack as="section" key={section.title} gap="3">
            <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }}>
              {section.title}
            </Heading>
            {section.paragraphs.map((p) => (
              <Text key={p}>{p}</Text>
            ))}
            {'items' in section && section.items ? <BulletList items={section.items} /> : null}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
