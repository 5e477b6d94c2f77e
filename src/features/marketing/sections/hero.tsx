// Home hero: background artwork (the LCP image), badge, headline, the free-quote
// call with its particle effect, and the restoration panel. Static HTML but for
// the panel's Learn More button, an island (learn-more-button.tsx).
import { Box, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { BUSINESS } from '@/config/business';
import { HERO } from '@/content/home';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Island } from '@/lib/islands/island';
import { learnMoreIsland } from './home-islands';

export const HERO_IMAGE = 'hero-home';
export const HERO_SIZES = '100vw';

const PARTICLES = Array.from({ length: 10 }, (_, i) => i);
// Four rises (about ten seconds) draw the eye to the call, then the particles rest,
// invisible (fill both: the first and last keyframes are transparent). Running forever
// they kept an idle home page compositing frames: measured in Chromium here, 0.8-0.9 s
// of CPU per 10 s against 0.03-0.06 s without them, a phone's battery for nothing.
const PARTICLE_CSS = `
@keyframes quote-particle { 0% { transform: translate(0,0) scale(1); opacity: 0 } 20% { opacity: 1 } 100% { transform: translate(var(--dx), -42px) scale(.4); opacity: 0 } }
.quote-particle { position:absolute; bottom:30%; width:6px; height:6px; border-radius:9999px; background:#fde68a; pointer-events:none; animation: quote-particle 2.4s ease-out 4 both; }
@media (prefers-reduced-motion: reduce) { .quote-particle { animation: none; display: none } }
`;

export function QuoteButton() {
  return (
    <chakra.a
      // The site spec's free-quote call: it dials the business (an offering's own buttons open the request form).
      href={`tel:${BUSINESS.phoneE164}`}
      position="relative"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      alignSelf={{ base: 'stretch', sm: 'start' }}
      px="7"
      py="4"
      rounded="full"
      bg="cyan.400"
      color="black"
      fontWeight="bold"
      fontSize="lg"
      boxShadow="0 0 24px rgba(56,189,248,.55)"
      _hover={{ bg: 'cyan.300' }}
    >
      <style>{PARTICLE_CSS}</style>
      {PARTICLES.map((i) => (
        <span
          key={i}
          aria-hidden="true"
          className="quote-particle"
          style={{ left: `${8 + i * 9}%`, animationDelay: `${(i * 0.23).toFixed(2)}s`, ['--dx' as string]: `${(i % 2 ? 1 : -1) * (6 + i * 2)}px` }}
        />
      ))}
      Get Your Free Quote Today
    </chakra.a>
  );
}

export function Hero() {
  return (
    <Box as="section" id="home" position="relative" color="white" overflow="hidden" minH={{ base: '560px', md: '620px' }} bg="#0b1d33">
      <Box position="absolute" inset="0" aria-hidden="true">
        <ResponsiveImage image={HERO_IMAGE} alt="" sizes={HERO_SIZES} priority style={{ height: '100%', objectFit: 'cover' }} />
        <Box position="absolute" inset="0" bg="linear-gradient(90deg, rgba(0,0,0,.82) 0%, rgba(0,0,0,.55) 60%, rgba(0,0,0,.3) 100%)" />
      </Box>
      <Stack position="relative" maxW="6xl" mx="auto" px="4" py={{ base: '12', md: '20' }} gap="6" direction={{ base: 'column', lg: 'row' }} align={{ lg: 'center' }}>
        <Stack gap="5" flex="3">
          <Text as="span" alignSelf="start" fontSize="sm" fontWeight="bold" letterSpacing="wider" color="black" bg="yellow.300" px="3" py="1" rounded="full">
            {HERO.badge}
          </Text>
          <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.1" fontWeight="extrabold">
            {HERO.headline}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.100" maxW="2xl">
            {HERO.subheadline}
          </Text>
          <QuoteButton />
        </Stack>
        <Stack flex="2" gap="3" bg="blackAlpha.700" borderWidth="1px" borderColor="whiteAlpha.300" rounded="2xl" p="6">
          <Heading as="h2" fontSize="xl">
            Restorations
          </Heading>
          <Text color="gray.200">Bring tired paint, foggy headlights and stale interiors back to life.</Text>
          <chakra.ul ps="5" listStyleType="disc" color="gray.100">
            {HERO.restorations.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </chakra.ul>
          <Island def={learnMoreIsland} props={{}} />
        </Stack>
      </Stack>
    </Box>
  );
}
