// Step 2: the service city, then the 7-day strip with week navigation and the
// 18 start times (src/components/booking/date-time-picker.tsx, shared with the
// manage page). The city comes first: the crews drive between jobs, so which
// times are free depends on where the job is (a city page has chosen it
// already). A Metro Vancouver city not in the list is booked as no city (the
// drives count it as the farthest), its name in the street address. A 'Book
// Now' button opens the wizard here with its package chosen: the vehicle type,
// which the price depends on, is then asked at the top.
import { useEffect, useId, useRef } from 'react';
import { BUSINESS } from '@/config/business';
import { VEHICLE_TYPES, computeTotal } from '@/domain/catalog';
import { cityIdOf } from '@/domain/schedule/cities';
import { CityOptions, OTHER_CITY } from '@/components/booking/city-options';
import { formatMoney } from '@/domain/money';
import { DateTimePicker } from '@/components/booking/date-time-picker';
import { PriceLines } from '@/components/booking/price-lines';
import { ErrorAlert, PlainButton, SelectBox } from '@/components/booking/plain-parts';
import { useWizard } from './wizard-store';
import { StepHeading } from './step-heading';
import { VehicleChoice } from './vehicle-choice';

export function CalendarStep() {
  const { serviceName, vehicleType, date, time, weekOffset, notice, vehicleOnCalendar, details, chooseDate, chooseTime, changeWeek, loseTime, setDetail, goTo } = useWizard();
  const city = cityIdOf(details.service_city);
  const other = details.service_city === OTHER_CITY;
  // The note on another city comes under the select, where a phone's bottom bar may hide it: brought into view.
  const otherRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (other) otherRef.current?.scrollIntoView({ block: 'nearest' });
  }, [other]);
  const total = serviceName && vehicleType ? computeTotal(serviceName, vehicleType) : null;
  const askVehicle = vehicleOnCalendar || !vehicleType;
  const cityId = useId();
  const helpId = useId();

  return (
    <div className="bw-stack bw-gap6">
      <StepHeading>Choose Date & Time</StepHeading>
      <div className="bw-summary" data-testid="calendar-summary">
        <p className="bw-bold">{serviceName}</p>
        {!askVehicle && vehicleType && <p className="bw-gray600">{VEHICLE_TYPES[vehicleType].label}</p>}
        {askVehicle && (
          <div className="bw-mt3">
            <VehicleChoice />
          </div>
        )}
        {serviceName && vehicleType && (
          <div className="bw-mt2 bw-maxw-sm">
            <PriceLines serviceName={serviceName} vehicleType={vehicleType} />
          </div>
        )}
        <p className="bw-bold bw-blue700 bw-mt1">{total !== null ? `Total: ${formatMoney(total)}` : 'Choose your vehicle type to see your total'}</p>
      </div>

      {/* With the times shown, what is said about the time is said beside them (the picker). */}
      {notice && !city && !other && <ErrorAlert>{notice}</ErrorAlert>}

      <div className="bw-field bw-maxw-sm" data-testid="calendar-city">
        <label className="bw-label bw-semibold" htmlFor={cityId}>
          City
        </label>
        <SelectBox
          id={cityId}
          name="booking_city"
          value={city ?? (other ? OTHER_CITY : '')}
          aria-describedby={!city ? helpId : undefined}
          onChange={(e) => setDetail('service_city', e.target.value)}
        >
          <CityOptions other />
        </SelectBox>
        {!city && !other && (
          <p id={helpId} className="bw-helper" data-testid="city-first">
            Choose your city to see the free times.
          </p>
        )}
        {other && (
          <div id={helpId} ref={otherRef} data-testid="other-city" className="bw-helper bw-gray700" style={{ scrollMarginBottom: '72px' }}>
            We come to you anywhere in Metro Vancouver: choose a time, and add your city to your street address on the next step. Or call us at{' '}
            <a className="bw-link" href={`tel:${BUSINESS.phoneE164}`}>
              {BUSINESS.phoneDisplay}
            </a>
            .
          </div>
        )}
      </div>

      {(city || other) && (
        <DateTimePicker
          serviceName={serviceName}
          date={date}
          time={time}
          weekOffset={weekOffset}
          onWeekOffset={changeWeek}
          onDate={chooseDate}
          onTime={chooseTime}
          onTimeLost={loseTime}
          city={city}
          notice={notice}
        />
      )}

      <div className="bw-row bw-between">
        <PlainButton variant="ghost" onClick={() => goTo('service')}>
          Back
        </PlainButton>
        {(city || other) && date && time && vehicleType && (
          <PlainButton blue onClick={() => goTo('form')}>
            Continue to Details
          </PlainButton>
        )}
      </div>
    </div>
  );
}
