// The wizard's progress: current step divided by (steps - 1), so the last step shows a full bar.
import { useWizardText } from '../i18n/wizard-text.ts';

export function ProgressBar({ step, total }: { step: number; total: number }) {
  const { t } = useWizardText();
  const percent = total > 1 ? Math.round((step / (total - 1)) * 100) : 100;
  const left = total - step - 1;
  return (
    <div>
      <div className="mb-2 flex items-baseline justify-between text-sm font-medium text-muted">
        <span>{t('Step {step} of {total}', { step: step + 1, total })}</span>
        <span>{t('{left, plural, =0 {Last step} one {# step left} other {# steps left}}', { left })}</span>
      </div>
      <div
        className="h-2.5 w-full overflow-hidden rounded-full bg-brand-100"
        role="progressbar"
        aria-label={t('Progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div
          data-testid="progress-fill"
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
