// Five static testimonials, all rated 5.
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { TESTIMONIALS } from '@/content/home';

export function Testimonials() {
  return (
    <Box as="section" aria-labelledby="testimonials-title" bg="gray.900" color="white" px="4" py={{ base: '12', md: '20' }}>
      <Stack maxW="6xl" mx="auto" gap="8">
        <Heading as="h2" id="testimonials-title" textAlign="center" fontSize={{ base: '3xl', md: '4xl' }}>
          What Our Customers Say
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {TESTIMONIALS.map((t) => (
            <Stack as="figure" key={t.name} gap="3" p="6" rounded="xl" bg="gray.800" data-testimonial="">
              <Text aria-label={`Rated ${t.rating} out of 5`} color="yellow.300" fontSize="lg" role="img">
                {'★'.repeat(t.rating)}
              </Text>
              <Text as="blockquote">“{t.text}”</Text>
              <Text as="figcaption" color="gray.300" fontSize="sm">
                {t.name}, {t.location}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
