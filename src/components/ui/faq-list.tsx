// Questions and answers (title '' when the section already has a heading) as native <details>: keyboard-operable and readable without JavaScript.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';

export function FaqList({ faqs, title = 'Frequently Asked Questions' }: { faqs: readonly { question: string; answer: string }[]; title?: string }) {
  return (
    <Stack gap="3">
      {title && (
        <Heading as="h2" size="2xl">
          {title}
        </Heading>
      )}
      {faqs.map((f) => (
        <Box as="details" key={f.question} borderWidth="1px" borderColor="gray.200" rounded="lg" p="4">
          <Box as="summary" fontWeight="semibold" cursor="pointer">
            {f.question}
          </Box>
          <Text mt="2" color="gray.700">
            {f.answer}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
