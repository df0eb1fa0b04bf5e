import '../tokens/tokens.css';
import './quantity-stepper.css';

export interface QuantityStepperProps {
  value: number;
  onChange: (next: number) => void;
  /** What is being counted, used in the buttons' accessible names, e.g. "Kadaknath Chicken 1kg". */
  itemName: string;
  /** Lowest allowed quantity; never below 1. */
  min?: number;
  max?: number;
  disabled?: boolean;
}

export function QuantityStepper({ value, onChange, itemName, min = 1, max, disabled = false }: QuantityStepperProps) {
  const floor = Math.max(1, min);
  const canDecrease = !disabled && value > floor;
  const canIncrease = !disabled && (max === undefined || value < max);
  return (
    <div className="fsui-stepper" role="group" aria-label={`Quantity of ${itemName}`}>
      <button
        type="button"
        className="fsui-stepper__button"
        aria-label={`Decrease quantity of ${itemName}`}
        disabled={!canDecrease}
        onClick={() => onChange(Math.max(floor, value - 1))}
      >
        −
      </button>
      <output className="fsui-stepper__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="fsui-stepper__button"
        aria-label={`Increase quantity of ${itemName}`}
        disabled={!canIncrease}
        onClick={() => onChange(max === undefined ? value + 1 : Math.min(max, value + 1))}
      >
        +
      </button>
    </div>
  );
}
