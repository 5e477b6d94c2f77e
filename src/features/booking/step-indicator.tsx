// The three-step indicator (Service, Date & Time, Details) on desktop (site
// spec); on phones, where it is hidden, one compact "Step 2 of 3" line says
// where the visitor is.
import type { WizardStep } from './wizard-store';

const STEPS = [
  { step: 'service', label: 'Service' },
  { step: 'calendar', label: 'Date & Time' },
  { step: 'form', label: 'Details' },
] as const;

export function StepIndicator({ current }: { current: WizardStep }) {
  const index = STEPS.findIndex((s) => s.step === current);
  return (
    <>
      <p className="bw-step-line" data-testid="step-line">
        Step {index + 1} of {STEPS.length}: {STEPS[index]?.label}
      </p>
      <ol aria-label="Booking steps" className="bw-steps" data-testid="step-indicator">
        {STEPS.map((s, i) => (
          <li key={s.step} aria-current={i === index ? 'step' : undefined}>
            <div className="bw-step-number" data-reached={i <= index ? '' : undefined}>
              {i + 1}
            </div>
            <p className="bw-step-label">{s.label}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
