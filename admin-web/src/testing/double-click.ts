import { fireEvent } from '@testing-library/react';

/** A double click whose second click is handled before any timer runs (input queued on a busy page). */
export function doubleClick(button: HTMLElement) {
  fireEvent.click(button);
  fireEvent.click(button);
}
