// Step 1: a package and a vehicle type, with the live total and how it is made.
import { PACKAGES, computeTotal } from '@/domain/catalog';
import { PriceLines } from '@/components/booking/price-lines';
import { PlainButton } from '@/components/booking/plain-parts';
import { useWizard } from './wizard-store';
import { formatMoney } from '@/domain/money';
import { StepHeading } from './step-heading';
import { VehicleChoice } from './vehicle-choice';

export function ServiceStep() {
  const { serviceName, vehicleType, chooseService, goTo, restoring } = useWizard();
  const total = serviceName && vehicleType ? computeTotal(serviceName, vehicleType) : null;
  return (
    <div className="bw-stack bw-gap6">
      <StepHeading>Select Your Service</StepHeading>
      <div className="bw-grid bw-services" role="group" aria-label="Service package">
        {PACKAGES.map((p) => (
          <button key={p.id} type="button" className="bw-card" aria-pressed={p.id === serviceName} disabled={restoring} onClick={() => chooseService(p.id)}>
            {/* A button holds only phrasing content: spans shown as blocks, not paragraphs. */}
            <span className="bw-block bw-bold">{p.name}</span>
            <span className="bw-block bw-xl bw-bold bw-blue700">{formatMoney(p.price)}</span>
            <span className="bw-block bw-sm bw-gray600">{p.description}</span>
          </button>
        ))}
      </div>
      <VehicleChoice />
      <div className="bw-stack bw-gap1" aria-live="polite">
        {serviceName && vehicleType && (
          <div className="bw-maxw-sm">
            <PriceLines serviceName={serviceName} vehicleType={vehicleType} testId="price-lines" />
          </div>
        )}
        <p className="bw-lg bw-semibold" data-testid="live-total">
          {total !== null ? `Total: ${formatMoney(total)}` : 'Choose a package and vehicle type to see your total'}
        </p>
      </div>
      <PlainButton blue className="bw-md-end" disabled={!serviceName || !vehicleType || restoring} onClick={() => goTo('calendar')}>
        Continue to Calendar
      </PlainButton>
    </div>
  );
}
