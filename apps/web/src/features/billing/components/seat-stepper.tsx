import { TEAM_SEATS } from '@pageshelf/domain/billing';
import { useEffect, useId, useState } from 'react';

interface SeatStepperProps {
  value: number;
  onChange: (seats: number) => void;
  min?: number;
  max?: number;
  label?: string;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/** Seats of a Team plan: − and + buttons around a number field, kept within the plan's range. */
export function SeatStepper({
  value,
  onChange,
  min = TEAM_SEATS.min,
  max = TEAM_SEATS.max,
  label = 'Seats',
}: SeatStepperProps) {
  const id = useId();
  // The field may hold a half-typed number; the seats change once it is a number in range.
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = (raw: string) => {
    const parsed = Number.parseInt(raw, 10);
    const next = Number.isNaN(parsed) ? value : clamp(parsed, min, max);
    setText(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <div className="seat-stepper">
      <label htmlFor={id} className="seat-stepper-label">
        {label}
      </label>
      <div className="seat-stepper-control">
        <button
          type="button"
          className="seat-stepper-button"
          aria-label="One seat less"
          disabled={value <= min}
          onClick={() => onChange(clamp(value - 1, min, max))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="seat-stepper-input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const parsed = Number.parseInt(event.target.value, 10);
            if (!Number.isNaN(parsed) && parsed >= min && parsed <= max) onChange(parsed);
          }}
          onBlur={(event) => commit(event.target.value)}
        />
        <button
          type="button"
          className="seat-stepper-button"
          aria-label="One seat more"
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1, min, max))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
