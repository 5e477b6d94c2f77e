// /quote-request (noindex): the page around the quote request form (an island, placed by
// src/app/public-pages.tsx), static HTML: its title, a line on what happens,
// and the phone for those who would rather call.
import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { PageHead } from '@/lib/head/page-head';
import { BUSINESS } from '@/config/business';
import { QUOTE_REQUEST_PAGE, QUOTE_REQUEST_PATH } from '@/content/quote-request';

export function QuoteRequestPage({ form }: { form: ReactNode }) {
  return (
    <Box as="article" px="4" py={{ base: '8', md: '14' }}>
      {/* A form, not a page to land on from a search: the offerings' own pages are those. */}
      <PageHead meta={{ title: QUOTE_REQUEST_PAGE.metaTitle, description: QUOTE_REQUEST_PAGE.metaDescription, path: QUOTE_REQUEST_PATH, noindex: true }} />
      <Stack maxW="2xl" mx="auto" gap="6">
        <Stack gap="3">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }}>
            {QUOTE_REQUEST_PAGE.title}
          </Heading>
          <Text fontSize="lg">{QUOTE_REQUEST_PAGE.intro}</Text>
          <Text>
            {QUOTE_REQUEST_PAGE.callLine}{' '}
            <chakra.a href={`tel:${BUSINESS.phoneE164}`} color="blue.700" textDecoration="underline" fontWeight="semibold">
              {BUSINESS.phoneDisplay}
            </chakra.a>
          </Text>
        </Stack>
        {form}
      </Stack>
    </Box>
  );
}
