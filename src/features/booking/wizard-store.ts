// The wizard's state: choices, typed details, the step, and the booking it
// submitted. Plain zustand so the first load stays free of Dexie; the lazily
// loaded persistence module saves and restores it.
import { create } from 'zustand';
import type { VehicleType } from '@/domain/catalog';
import { CITIES } from '@/domain/schedule/cities';
import { OTHER_CITY } from '@/components/booking/city-options';

export type WizardStep = 'service' | 'calendar' | 'form' | 'confirmation';

export const DETAIL_FIELDS = [
  'customer_name',
  'customer_email',
  'customer_phone',
  'vehicle_make',
  'vehicle_model',
  'service_street',
  'service_city',
  'service_postal_code',
  'comments',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type Details = Record<DetailField, string>;

/** Why a chosen time was dropped after the city changed: the crews cannot drive there in time. */
export function cityTimeLost(city: string, time: string): string {
  const name = city === OTHER_CITY ? 'your city' : CITIES.find((c) => c.id === city)?.name;
  return name
    ? `${time} no longer fits: our crew can't get to ${name} by then. Please choose another time.`
    : `${time} no longer fits without a city. Please choose your city and a time.`;
}

export const EMPTY_DETAILS: Details = Object.fromEntries(DETAIL_FIELDS.map((f) => [f, ''])) as Details;

export interface WizardState {
  step: WizardStep;
  serviceName: string | null;
  vehicleType: VehicleType | null;
  date: string | null;
  time: string | null;
  /**
   * The service city the chosen time was offered for (details.service_city then):
   * the drives decide which times fit a city, so a time lost after the city
   * changed says why.
   */
  timeCity: string | null;
  weekOffset: number;
  details: Details;
  /** The booking shown on the confirmation step (or being resubmitted after a refusal). */
  bookingId: string | null;
  /** Why the last submission came back, shown above the step it returned to. */
  notice: string | null;
  fieldErrors: Partial<Record<string, string>>;
  /** True while a saved draft is being read: the wizard waits so nothing typed is overwritten. */
  restoring: boolean;
  /** The last booking-intent nonce the wizard acted on. */
  intentNonce: number;
  /**
   * A 'Book Now' button chose the package and the wizard opened on the calendar
   * (site spec): the vehicle type is asked there, as the price depends on it.
   */
  vehicleOnCalendar: boolean;
  /**
   * Bumped when the visitor moves to another step (not when a draft is
   * restored): the section then brings the new step's heading into view and
   * focuses it.
   */
  stepMoves: number;
}

export interface WizardActions {
  set(patch: Partial<WizardState>): void;
  chooseService(name: string): void;
  chooseVehicle(type: VehicleType): void;
  chooseDate(date: string): void;
  chooseTime(time: string | null): void;
  /** Another week of the strip: the day and time chosen go with the week they were in, so no time is offered for a day not shown. */
  changeWeek(weekOffset: number): void;
  /** The chosen time is no longer offered (a fresh answer): dropped, with why when the city changed since. */
  loseTime(time: string): void;
  setDetail(field: DetailField, value: string): void;
  goTo(step: WizardStep): void;
  /** 'Book Another Service': resets service, vehicle type, date and time; back to the first step. */
  startOver(): void;
}

/** The choices and the step a fresh start has; 'Book Another Service' goes back to them and keeps the details typed. */
const FRESH_CHOICES = {
  step: 'service',
  serviceName: null,
  vehicleType: null,
  date: null,
  time: null,
  timeCity: null,
  weekOffset: 0,
  bookingId: null,
  notice: null,
  fieldErrors: {},
  vehicleOnCalendar: false,
} as const satisfies Partial<WizardState>;

export const INITIAL_WIZARD: WizardState = {
  ...FRESH_CHOICES,
  details: EMPTY_DETAILS,
  restoring: false,
  intentNonce: 0,
  stepMoves: 0,
};

export const useWizard = create<WizardState & WizardActions>((set) => ({
  ...INITIAL_WIZARD,
  set: (patch) => set(patch),
  chooseService: (serviceName) => set({ serviceName }),
  chooseVehicle: (vehicleType) => set({ vehicleType }),
  chooseDate: (date) => set((s) => ({ date, time: s.date === date ? s.time : null })),
  chooseTime: (time) => set((s) => ({ time, timeCity: time ? s.details.service_city : null, notice: null })),
  changeWeek: (weekOffset) => set({ weekOffset, date: null, time: null, timeCity: null, notice: null }),
  loseTime: (time) =>
    set((s) => ({
      time: null,
      timeCity: null,
      notice: s.timeCity !== null && s.timeCity !== s.details.service_city ? cityTimeLost(s.details.service_city, time) : null,
    })),
  setDetail: (field, value) =>
    set((s) => {
      const { [field]: _, ...rest } = s.fieldErrors;
      // On the calendar, what was said about the time chosen for the city before is stale once the city changes again.
      const stale = field === 'service_city' && s.step === 'calendar' ? { notice: null } : {};
      return { details: { ...s.details, [field]: value }, fieldErrors: rest, ...stale };
    }),
  goTo: (step) => set((s) => ({ step, stepMoves: s.stepMoves + 1, ...(step === 'service' ? { vehicleOnCalendar: false } : {}) })),
  startOver: () => set((s) => ({ ...FRESH_CHOICES, stepMoves: s.stepMoves + 1 })),
}));
