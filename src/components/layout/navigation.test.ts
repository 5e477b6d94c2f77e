import { describe, expect, it } from 'vitest';
import { activeNavId } from './site-header';
import { SHEET_CITIES, isLocationsTab, sheetCityPath } from './bottom-bar';

describe('navigation rules', () => {
  it('highlights the top-bar link of the current page', () => {
    expect(activeNavId('/', '')).toBe('home');
    expect(activeNavId('/', '#results')).toBe('results');
    expect(activeNavId('/services/ceramic-coating/burnaby', '')).toBe('services');
    expect(activeNavId('/burnaby', '')).toBeNull();
  });

  it('sends Burnaby to its page and the other sheet cities to interior detailing in lowercase', () => {
    expect(SHEET_CITIES).toEqual(['Burnaby', 'Surrey', 'Vancouver', 'Coquitlam', 'Langley', 'Richmond']);
    expect(sheetCityPath('Burnaby')).toBe('/burnaby');
    expect(sheetCityPath('Richmond')).toBe('/services/interior-detailing/richmond');
  });

  it('highlights Locations for the locations tab or any city', () => {
    expect(isLocationsTab('locations')).toBe(true);
    expect(isLocationsTab('Langley')).toBe(true);
    expect(isLocationsTab('services')).toBe(false);
  });
});
