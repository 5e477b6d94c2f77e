// The embedded map as an island (src/lib/islands): it creates its frame only
// once its placeholder nears the viewport, which takes script; hydrated when
// the page is idle.
import { defineIsland } from '@/lib/islands/island';
import type { MapEmbedProps } from './map-embed';

export const mapEmbedIsland = defineIsland<MapEmbedProps>({
  name: 'map-embed',
  when: 'idle',
  module: 'src/components/ui/map-embed.tsx',
  load: async () => (await import('./map-embed')).MapEmbed,
});
