// The seven cities served; content modules add their copy, this is the list.
export const CITIES = [
  { id: 'burnaby', name: 'Burnaby' },
  { id: 'vancouver', name: 'Vancouver' },
  { id: 'surrey', name: 'Surrey' },
  { id: 'richmond', name: 'Richmond' },
  { id: 'coquitlam', name: 'Coquitlam' },
  { id: 'langley', name: 'Langley' },
  { id: 'north-vancouver', name: 'North Vancouver' },
] as const;

export type CityId = (typeof CITIES)[number]['id'];
export const CITY_IDS = CITIES.map((c) => c.id) as [CityId, ...CityId[]];

/** The city a stored or typed value names, or null (none, or not one of ours). */
export function cityIdOf(value: string | null | undefined): CityId | null {
  return CITIES.find((c) => c.id === value)?.id ?? null;
}
