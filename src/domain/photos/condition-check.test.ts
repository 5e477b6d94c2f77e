import { describe, expect, it } from 'vitest';
import { conditionSummary, damageTicked, photoRequiredRefusal } from './condition-check';

describe('a photo required for damage ticked', () => {
  it('refuses completing a job with damage ticked and no Before photo, naming the damage', () => {
    const job = { condition_check: { items: ['scratches', 'pet-hair', 'dents'] as const }, photos: [{ tag: 'after' as const }] };
    expect(photoRequiredRefusal({ ...job, condition_check: { items: [...job.condition_check.items] } }, 'completed', true)).toBe(
      'Add a Before photo of the damage ticked in the condition check (Scratches, Dents) before marking the job completed',
    );
  });

  it('lets the job complete once a Before photo is there, with only non-damage ticked, or with the switch off', () => {
    expect(photoRequiredRefusal({ condition_check: { items: ['chips'] }, photos: [{ tag: 'before' }] }, 'completed', true)).toBeNull();
    expect(photoRequiredRefusal({ condition_check: { items: ['pet-hair', 'odour'] }, photos: [] }, 'completed', true)).toBeNull();
    expect(photoRequiredRefusal({ condition_check: { items: ['stains'] } }, 'completed', false)).toBeNull();
    expect(photoRequiredRefusal({ condition_check: null }, 'completed', true)).toBeNull();
  });

  it('does not gate other moves (confirm, cancel, no-show)', () => {
    for (const to of ['confirmed', 'cancelled', 'no-show'] as const) expect(photoRequiredRefusal({ condition_check: { items: ['dents'] } }, to, true)).toBeNull();
  });

  it('says what was ticked in the words of the config', () => {
    expect(conditionSummary([])).toBe('Nothing noted');
    expect(conditionSummary(['odour', 'chips'])).toBe('Odour, Chips');
    expect(damageTicked({ items: ['odour', 'chips', 'stains'] })).toEqual(['chips', 'stains']);
  });
});
