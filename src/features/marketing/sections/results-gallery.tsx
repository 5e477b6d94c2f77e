// 'Our Results': 14 images, 2 columns on mobile and 4 on desktop, 2/4 shown
// until 'Show More Photos'; a full-screen lightbox with previous, next, close
// and arrow keys. The viewer fades in and out, and each photo fades in
// (src/components/motion).
import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { GALLERY } from '@/content/home';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { MotionPresence, PresenceDiv } from '@/components/motion/motion';

export const GALLERY_INITIAL = { mobile: 2, desktop: 4 } as const;

export function ResultsGallery() {
  const [showAll, setShowAll] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Box as="section" id="results" aria-labelledby="results-title" px="4" py={{ base: '12', md: '20' }} scrollMarginTop="64px">
      <Stack maxW="6xl" mx="auto" gap="8">
        <Stack textAlign="center" gap="2">
          <Heading as="h2" id="results-title" fontSize={{ base: '3xl', md: '4xl' }}>
            Our Results
          </Heading>
          <Text color="gray.700">Real work, done in driveways and parkades across Metro Vancouver.</Text>
        </Stack>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '4' }}>
          {GALLERY.map((g, i) => (
            <chakra.button
              key={g.image}
              type="button"
              data-gallery-item=""
              onClick={() => setOpen(i)}
              display={showAll ? 'block' : { base: i < GALLERY_INITIAL.mobile ? 'block' : 'none', md: i < GALLERY_INITIAL.desktop ? 'block' : 'none' }}
              rounded="lg"
              overflow="hidden"
              aspectRatio="4 / 3"
              _focusVisible={{ outline: '3px solid', outlineColor: 'cyan.400' }}
            >
              <ResponsiveImage image={g.image} alt={g.alt} sizes="(min-width: 768px) 25vw, 50vw" />
            </chakra.button>
          ))}
        </SimpleGrid>
        {!showAll && (
          <chakra.button type="button" onClick={() => setShowAll(true)} alignSelf="center" px="6" py="3" rounded="md" bg="black" color="white" fontWeight="semibold">
            Show More Photos
          </chakra.button>
        )}
      </Stack>
      <MotionPresence>{open !== null && <Lightbox index={open} onIndex={setOpen} onClose={() => setOpen(null)} />}</MotionPresence>
    </Box>
  );
}

const navButton = { position: 'absolute', px: '4', py: '3', rounded: 'full', bg: 'whiteAlpha.300', color: 'white', fontWeight: 'bold', _hover: { bg: 'whiteAlpha.500' } } as const;

function Lightbox({ index, onIndex, onClose }: { index: number; onIndex: (i: number) => void; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = GALLERY.length;
  const prev = useCallback(() => onIndex((index - 1 + count) % count), [index, count, onIndex]);
  const next = useCallback(() => onIndex((index + 1) % count), [index, count, onIndex]);
  useEffect(() => {
    closeRef.current?.focus();
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') prev();
      else if (e.key === 'ArrowRight') next();
      else if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [prev, next, onClose]);
  const item = GALLERY[index];
  return (
    <Box asChild position="fixed" inset="0" zIndex="modal" bg="blackAlpha.900" display="flex" alignItems="center" justifyContent="center">
      <PresenceDiv preset="fade" role="dialog" aria-modal="true" aria-label="Photo viewer">
        <Box as="figure" w="full" maxW="5xl" px={{ base: '2', md: '20' }}>
          {/* The next or previous photo fades in over the viewer's background. */}
          <PresenceDiv key={item.image} preset="fade">
            <ResponsiveImage image={item.image} alt={item.alt} sizes="100vw" priority />
          </PresenceDiv>
          <chakra.figcaption color="gray.100" textAlign="center" mt="3">
            {item.alt} ({index + 1} of {count})
          </chakra.figcaption>
        </Box>
        <chakra.button ref={closeRef} type="button" aria-label="Close" onClick={onClose} {...navButton} top="4" right="4">
          ✕
        </chakra.button>
        <chakra.button type="button" aria-label="Previous photo" onClick={prev} {...navButton} left="2" top="50%">
          ‹
        </chakra.button>
        <chakra.button type="button" aria-label="Next photo" onClick={next} {...navButton} right="2" top="50%">
          ›
        </chakra.button>
      </PresenceDiv>
    </Box>
  );
}
