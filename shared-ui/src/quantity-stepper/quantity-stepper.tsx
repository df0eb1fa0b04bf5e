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
  /**
   * Given, − at the lowest quantity stays enabled and calls this (a product card's stepper: taking the last one
   * away takes the item out of the cart); without it − stops at the lowest quantity.
   */
  onRemove?: () => void;
  /** Accessible names in the page's language; English built from `itemName` by default. */
  labels?: { group: string; decrease: string; increase: string };
}

export function QuantityStepper({ value, onChange, itemName, min = 1, max, disabled = false, onRemove, labels }: QuantityStepperProps) {
  const names = labels ?? {
    group: `Quantity of ${itemName}`,
    decrease: `Decrease quantity of ${itemName}`,
    increase: `Increase quantity of ${itemName}`,
  };
  const floor = Math.max(1, min);
  const removes = onRemove !== undefined && value <= floor;
  const canDecrease = !disabled && (value > floor || removes);
  const canIncrease = !disabled && (max === undefined || value < max);
  return (
    <div className="fsui-stepper" role="group" aria-label={names.group}>
      <button
        type="button"
        className="fsui-stepper__button"
        aria-label={names.decrease}
        disabled={!canDecrease}
        onClick={() => (removes ? onRemove() : onChange(Math.max(floor, value - 1)))}
      >
        −
      </button>
      <output className="fsui-stepper__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="fsui-stepper__button"
        aria-label={names.increase}
        disabled={!canIncrease}
        onClick={() => onChange(max === undefined ? value + 1 : Math.min(max, value + 1))}
      >
        +
      </button>
    </div>
  );
}
